/**
 * A screen's data: loads when its inputs change, keeps the last answer while a refresh runs, and ignores
 * answers that arrive after the inputs moved on. Failures have been shown as a toast by the client.
 */
import { useEffect, useRef, useState } from "react";

export interface Loaded<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly loading: boolean;
  /** Loads again, past the duplicate-request window (a refresh button). */
  readonly reload: () => void;
}

/** `key` names the inputs (the request's fields as text): a new key loads anew. */
export function useCall<T>(load: (fresh: boolean) => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [refreshes, setRefreshes] = useState(0);
  const latest = useRef(load);
  latest.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is what starts a new load
  useEffect(() => {
    let current = true;
    setState((previous) => ({ data: previous.data, loading: true }));
    latest.current(refreshes > 0).then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [key, refreshes]);

  return {
    data: state.data,
    error: state.error,
    loading: state.loading,
    reload: () => setRefreshes((n) => n + 1),
  };
}
