/**
 * Whether requests are running, for the loading bar: it shows while any query fetches or any download
 * runs (the counts `useIsFetching` and `useIsMutating` read) and hides 800 ms after the last one ends
 * (docs/spec.md section 9), so a quick run of calls does not flicker. Background reports (analytics) are neither.
 */
import type { QueryClient } from "@tanstack/react-query";
import { createStore, type Store } from "../ui/store.ts";
import { queryClient } from "./query-client.ts";

export const LOADING_HIDE_DELAY_MS = 800;

/** The loading bar's state for a cache: true at once when a request starts, false 800 ms after the last ends. */
export function trackActivity(client: QueryClient): Store<boolean> {
  const busy = createStore(false);
  let running = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    const now = client.isFetching() + client.isMutating() > 0;
    if (now === running) return;
    running = now;
    clearTimeout(hideTimer);
    if (now) busy.set(true);
    else hideTimer = setTimeout(() => busy.set(false), LOADING_HIDE_DELAY_MS);
  };
  client.getQueryCache().subscribe(update);
  client.getMutationCache().subscribe(update);
  return busy;
}

/** The page's one tracker, read by the loading bar. */
export const activity: Store<boolean> = trackActivity(queryClient);
