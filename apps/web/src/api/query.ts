/**
 * Calls as queries of the page's cache (query-client.ts). A call's query is keyed by its name and fields,
 * so every block and check that sends the same request shares one answer; a lookup is a call's query with
 * the part of the answer it wants (`select`), so lookups of one request read one cache entry.
 */
import type { CallRequestInput, CallResponse } from "@match-stats/contract";
import {
  keepPreviousData,
  MutationObserver,
  type QueryClient,
  type QueryKey,
  useQuery,
} from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { api, type DataCall } from "./client.ts";
import { queryClient } from "./query-client.ts";

/** Query options as the cache takes them: the key, and the function that answers it. */
export interface Query<Answer> {
  readonly queryKey: QueryKey;
  readonly queryFn: (context: { readonly client: QueryClient }) => Promise<Answer>;
}

/** A query and the part of its answer a block shows. */
export interface Lookup<Answer, Data> extends Query<Answer> {
  readonly select: (answer: Answer) => Data;
}

export const callQuery = <C extends DataCall>(
  name: C,
  fields: CallRequestInput<C>,
): Query<CallResponse<C>> => ({
  queryKey: [name, fields],
  queryFn: () => api.call(name, fields),
});

export const lookup = <A, D>(query: Query<A>, select: (answer: A) => D): Lookup<A, D> => ({
  ...query,
  select,
});

/** A lookup's data through the cache, for a load made of several calls (a drill-down's path). */
export const read = <A, D>(client: QueryClient, query: Lookup<A, D>): Promise<D> =>
  client.fetchQuery(query).then(query.select);

/**
 * A load made of several calls, each read through the cache (`read`): a call it shares with a block of
 * the screen is sent once, and loading it again sends only the calls that failed.
 */
export const combined = <T>(key: QueryKey, load: (client: QueryClient) => Promise<T>): Query<T> => ({
  queryKey: key,
  queryFn: ({ client }) => load(client),
});

export interface Loaded<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  /** A request for it runs: the first load, or a refresh. */
  readonly loading: boolean;
  /** Sends it again, even within the minute: a Refresh button, "Try again". */
  readonly refetch: () => void;
}

/**
 * A block's data: loads when its query changes, the last answer shown until the next one arrives.
 *
 * An answer is taken in through a deferred value: React draws what it changes in a render it can interrupt,
 * in slices of a few milliseconds, instead of one task per answer that a phone spends tens of milliseconds on
 * while taps wait (Lighthouse's Total Blocking Time). Until that render is done the block is still
 * loading, so it never shows "no data" between the answer and its drawing.
 */
export function useLoaded<A, D>(query: Lookup<A, D>): Loaded<D>;
export function useLoaded<A>(query: Query<A>): Loaded<A>;
export function useLoaded<A, D>(query: Query<A> & { readonly select?: (answer: A) => D }): Loaded<A | D> {
  const result = useQuery<A, Error, A | D>({ ...query, placeholderData: keepPreviousData });
  const data = useDeferredValue(result.data);
  return {
    data,
    error: result.error,
    loading: result.isFetching || data !== result.data,
    refetch: () => void result.refetch(),
  };
}

/** A one-shot the visitor waits for (a download): never cached, but the loading bar shows while it runs. */
export const oneShot = <T>(run: () => Promise<T>): Promise<T> =>
  new MutationObserver(queryClient, { mutationFn: run }).mutate();
