/**
 * A search result list that grows a page at a time (SPEC sections 4, 5 and 9): pages of 10 from page 1,
 * the next one asked for 500 ms after the visitor scrolls near the end, one request at a time, until the
 * rows loaded reach `total_nums`. Sorting is done by the server; a sort change or a refresh starts again
 * from page 1.
 */
import type { CallResponse } from "@match-stats/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { search } from "../../api/calls/search.ts";
import { orderBy, type Sort } from "../../ui/DataTable.tsx";
import { searchTypeOf, splitTerms } from "../search/search-terms.ts";

export const PAGE_SIZE = 10;
/** The infinite-scroll delay of SPEC section 9. */
export const SCROLL_DELAY_MS = 500;

type SearchAnswer = CallResponse<"search">;

/** The search field of each list and the answer field holding its rows. */
const ROWS_FIELD = {
  season: "season_stats",
  event: "event_stats",
  match: "match_stats",
  team: "team_stats",
  player_new: "player_stats",
} as const satisfies Record<string, keyof SearchAnswer>;

export type ListField = keyof typeof ROWS_FIELD;
export type ListRow<F extends ListField> = NonNullable<SearchAnswer[(typeof ROWS_FIELD)[F]]>[number];

/** What the rows are loaded for: a new one starts the list again from page 1. */
interface Query {
  readonly sort: Sort | null;
  /** Past the duplicate-request window: the refresh button. */
  readonly fresh: boolean;
}

interface Loaded<Row> {
  readonly rows: readonly Row[];
  /** Unknown until the first page answers. */
  readonly total: number | undefined;
  /** The last page loaded; 0 before the first. */
  readonly page: number;
  /** A page came back empty: nothing more to ask for, whatever the total says. */
  readonly ended: boolean;
}

const NOTHING_LOADED = { rows: [], total: undefined, page: 0, ended: false } as const;

export interface InfiniteSearch<Row> {
  readonly rows: readonly Row[];
  readonly total: number | undefined;
  /** The first page is on its way. */
  readonly loading: boolean;
  readonly sort: Sort | null;
  readonly changeSort: (sort: Sort | null) => void;
  /** Clears the sort and loads page 1 afresh. */
  readonly refresh: () => void;
  /** For DataTable's `onEndReached`; the same function for the life of the list. */
  readonly loadMore: () => void;
  /** For DataTable's `scrollMemory`: a new order or a refresh shows the list from its first row. */
  readonly scrollMemory: { current: number };
}

/** `searchText` is the comma-separated terms of the address; empty lists everything. */
export function useInfiniteSearch<F extends ListField>(
  field: F,
  searchText: string,
): InfiniteSearch<ListRow<F>> {
  const [query, setQuery] = useState<Query>({ sort: null, fresh: false });
  const [loaded, setLoaded] = useState<Loaded<ListRow<F>>>(NOTHING_LOADED);
  const [loading, setLoading] = useState(true);
  // Read by the stable callbacks: what is shown now, and whether a page is being asked for.
  const latest = useRef({ query, loaded });
  latest.current = { query, loaded };
  const busy = useRef(false);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scrollMemory = useRef(0);

  const loadPage = useCallback(
    (target: Query, page: number) => {
      const terms = splitTerms(searchText);
      const current = () => latest.current.query === target;
      busy.current = true;
      search(
        {
          search_type: searchTypeOf(terms),
          param: terms,
          field,
          size: PAGE_SIZE,
          page,
          order_by: orderBy(target.sort),
          season_id: -1,
          event_id: -1,
        },
        { fresh: target.fresh },
      )
        .then((answer) => {
          if (!current()) return;
          const rows = (answer[ROWS_FIELD[field]] ?? []) as readonly ListRow<F>[];
          setLoaded((before) => ({
            rows: page === 1 ? rows : [...before.rows, ...rows],
            total: answer.total_nums,
            page,
            ended: rows.length === 0,
          }));
        })
        // The client has shown the failure; scrolling again asks again.
        .catch(() => undefined)
        .finally(() => {
          if (!current()) return;
          busy.current = false;
          setLoading(false);
        });
    },
    [field, searchText],
  );

  useEffect(() => {
    scrollMemory.current = 0;
    setLoaded(NOTHING_LOADED);
    setLoading(true);
    loadPage(query, 1);
    return () => {
      clearTimeout(pending.current);
      pending.current = undefined;
    };
  }, [query, loadPage]);

  const loadMore = useCallback(() => {
    const { loaded: now, query: target } = latest.current;
    if (busy.current || pending.current !== undefined) return;
    if (now.total === undefined || now.ended || now.rows.length >= now.total) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      if (latest.current.query === target) loadPage(target, latest.current.loaded.page + 1);
    }, SCROLL_DELAY_MS);
  }, [loadPage]);

  return {
    rows: loaded.rows,
    total: loaded.total,
    loading,
    sort: query.sort,
    changeSort: useCallback((sort: Sort | null) => setQuery({ sort, fresh: false }), []),
    refresh: useCallback(() => setQuery({ sort: null, fresh: true }), []),
    loadMore,
    scrollMemory,
  };
}
