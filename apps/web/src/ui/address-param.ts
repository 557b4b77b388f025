/**
 * A block's choice kept in the address (a table's sort, a chart's statistic, the mode family), so a shared link
 * opens the screen as it was. It is written with `history.replaceState`, not a router navigation: a navigation
 * has a location key of its own, which remounts the screen (the Shell's error boundary is keyed by it),
 * resetting every other block's state (Data Info's tab, the match list's sort), and counts a page view. The
 * value is read from the address at each render, so blocks reading the same name follow one another.
 */
import { createStore, useStore } from "./store.ts";

/** Bumped at each write, so every block reading the address renders again. */
const writes = createStore(0);

/** The value of `name` in the address, and a setter that writes it there (null removes it). */
export function useAddressParam(name: string): [string | null, (value: string | null) => void] {
  useStore(writes);
  const value = new URLSearchParams(window.location.search).get(name);
  const change = (next: string | null) => {
    const url = new URL(window.location.href);
    if (next === null) url.searchParams.delete(name);
    else url.searchParams.set(name, next);
    window.history.replaceState(window.history.state, "", url);
    writes.set(writes.get() + 1);
  };
  return [value, change];
}
