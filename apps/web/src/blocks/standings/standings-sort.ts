/**
 * A standings table's sort lives in the address (`standings_<event id>=-kills`), so a shared link opens it
 * sorted. It is written with `history.replaceState`, not a router navigation: a navigation has a location
 * key of its own, which remounts the screen (the Shell's error boundary is keyed by it), resetting every other
 * block's state (Data Info's tab, the match list's sort), and counts a page view.
 */
import { useState } from "react";
import type { Sort } from "../../ui/sort-rows.ts";

const sortParam = (eventId: number): string => `standings_${eventId}`;

const readSort = (params: URLSearchParams, eventId: number): Sort | null => {
  const value = params.get(sortParam(eventId));
  if (!value) return null;
  const descending = value.startsWith("-");
  return { key: descending ? value.slice(1) : value, descending };
};

/** The sort of one event's standings table, read from the address and kept there. */
export function useStandingsSort(eventId: number): [Sort | null, (sort: Sort | null) => void] {
  const [sort, setSort] = useState(() => readSort(new URLSearchParams(window.location.search), eventId));
  const change = (next: Sort | null) => {
    setSort(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set(sortParam(eventId), `${next.descending ? "-" : ""}${next.key}`);
    else url.searchParams.delete(sortParam(eventId));
    window.history.replaceState(window.history.state, "", url);
  };
  return [sort, change];
}
