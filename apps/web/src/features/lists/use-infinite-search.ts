/**
 * A search result list that grows a page at a time (docs/spec.md sections 4, 5 and 9): pages of 10 from page 1,
 * the next one asked for 500 ms after the visitor scrolls near the end, one request at a time, until the
 * rows loaded reach `total_nums`. Sorting is done by the server; a sort change or a refresh starts again
 * from page 1.
 */
import type { CallRequestInput, CallResponse } from "@match-stats/contract";
import { MAX_PAGE_SIZE } from "@match-stats/contract/search-limits";
import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { searchQuery } from "../../api/calls/search.ts";
import type { WholeList } from "../../blocks/downloads/download-source.ts";
import { searchTypeOf, splitTerms } from "../../blocks/search/search-terms.ts";
import { orderBy, type Sort } from "../../ui/sort-rows.ts";

export const PAGE_SIZE = 10;
/** The infinite-scroll delay of docs/spec.md section 9. */
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

const rowsOf = <F extends ListField>(field: F, answer: SearchAnswer) =>
  (answer[ROWS_FIELD[field]] ?? []) as readonly ListRow<F>[];

/** The search asking for one page of a list in one order. */
function pageRequest(
  field: ListField,
  searchText: string,
  sort: Sort | null,
  size: number,
  page: number,
): CallRequestInput<"search"> {
  const terms = splitTerms(searchText);
  return {
    search_type: searchTypeOf(terms),
    param: terms,
    field,
    size,
    page,
    order_by: orderBy(sort),
    season_id: -1,
    event_id: -1,
  };
}

/**
 * The pages of a list in one order, cached as one query: within the minute the list shows again as it was
 * left, and its refresh asks page 1 again.
 */
export const listQuery = <F extends ListField>(field: F, searchText: string, sort: Sort | null) =>
  infiniteQueryOptions({
    queryKey: ["list", field, searchText, orderBy(sort)],
    queryFn: ({ pageParam, client }) =>
      searchQuery(pageRequest(field, searchText, sort, PAGE_SIZE, pageParam)).queryFn({ client }),
    initialPageParam: 1,
    // A page that comes back empty ends the list, whatever the total says.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + rowsOf(field, page).length, 0);
      return rowsOf(field, last).length === 0 || loaded >= last.total_nums ? undefined : pages.length + 1;
    },
  });

/**
 * Every row of a list in the order shown, for its download: pages of the API's largest size, one at a time
 * (a list of 1,000 rows is ten requests, well inside the rate limit), until the rows reach `total_nums`.
 * Pages go through the cache, so a download asked again within the minute sends nothing new. It asks no
 * further page once `signal` aborts; a failed page rejects with the client's error (its toast has shown).
 */
async function fetchWholeList<F extends ListField>(
  client: QueryClient,
  field: F,
  searchText: string,
  sort: Sort | null,
  progress: (fetched: number) => void,
  signal: AbortSignal,
): Promise<readonly ListRow<F>[]> {
  const rows: ListRow<F>[] = [];
  for (let page = 1; !signal.aborted; page += 1) {
    const answer = await client.fetchQuery(
      searchQuery(pageRequest(field, searchText, sort, MAX_PAGE_SIZE, page)),
    );
    const fetched = rowsOf(field, answer);
    rows.push(...fetched);
    progress(rows.length);
    if (fetched.length === 0 || rows.length >= answer.total_nums) break;
  }
  return rows;
}

export interface InfiniteSearch<Row> {
  readonly rows: readonly Row[];
  readonly total: number | undefined;
  /** The first page is on its way. */
  readonly loading: boolean;
  /** The last page asked for could not be loaded (its toast has said why). */
  readonly error: unknown;
  /** Asks the pages again, after a failure. */
  readonly refetch: () => void;
  readonly sort: Sort | null;
  readonly changeSort: (sort: Sort | null) => void;
  /** Clears the sort and loads page 1 with a new request. */
  readonly refresh: () => void;
  /** For DataTable's `onEndReached`. */
  readonly loadMore: () => void;
  /** For DataTable's `scrollMemory`: a new order or a refresh shows the list from its first row. */
  readonly scrollMemory: { current: number };
  /** The whole list for its download, once its total is known. */
  readonly whole: WholeList | undefined;
}

/** `searchText` is the comma-separated terms of the address; empty lists everything. */
export function useInfiniteSearch<F extends ListField>(
  field: F,
  searchText: string,
): InfiniteSearch<ListRow<F>> {
  const client = useQueryClient();
  const [sort, setSort] = useState<Sort | null>(null);
  const list = useInfiniteQuery(listQuery(field, searchText, sort));
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scrollMemory = useRef(0);
  const { hasNextPage, isFetching, fetchNextPage } = list;

  const dropPending = () => {
    clearTimeout(pending.current);
    pending.current = undefined;
  };
  useEffect(() => () => clearTimeout(pending.current), []);

  // A new order or a refresh drops the next page asked for in the last one.
  const startAgain = (next: Sort | null) => {
    dropPending();
    scrollMemory.current = 0;
    setSort(next);
  };

  const total = list.data?.pages.at(-1)?.total_nums;
  return {
    rows: list.data?.pages.flatMap((page) => rowsOf(field, page)) ?? [],
    total,
    loading: list.isFetching && !list.isFetchingNextPage,
    error: list.error,
    refetch: () => void list.refetch(),
    sort,
    changeSort: startAgain,
    refresh: () => {
      // The list without a sort starts again empty: page 1 alone is asked again, not every page loaded.
      void client.resetQueries({ queryKey: listQuery(field, searchText, null).queryKey, exact: true });
      startAgain(null);
    },
    loadMore: useCallback(() => {
      if (!hasNextPage || isFetching || pending.current !== undefined) return;
      pending.current = setTimeout(() => {
        pending.current = undefined;
        void fetchNextPage();
      }, SCROLL_DELAY_MS);
    }, [hasNextPage, isFetching, fetchNextPage]),
    scrollMemory,
    whole:
      total === undefined
        ? undefined
        : {
            total,
            fetch: (progress, signal) => fetchWholeList(client, field, searchText, sort, progress, signal),
          },
  };
}
