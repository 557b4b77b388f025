/**
 * A value the page shares outside React, that components read and re-render on: the toasts, the loading
 * loading bar's state and the language. Each was its own set of listeners; this is the one kind of store.
 */
import { useSyncExternalStore } from "react";

export interface Store<T> {
  readonly get: () => T;
  readonly set: (value: T) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The store's value, re-rendering the component when it changes. */
export const useStore = <T>(store: Store<T>): T => useSyncExternalStore(store.subscribe, store.get);
