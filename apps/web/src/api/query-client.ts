/**
 * The page's query cache (TanStack Query) and the rules of docs/spec.md sections 8 and 9 it keeps: an answer is
 * kept for a minute, so identical requests within it are sent once and share the first answer (a
 * Refresh button's `refetch` sends regardless); a failure is not retried by itself, and a failed request
 * leaves no answer behind, so asking again sends it again.
 */
import { QueryClient } from "@tanstack/react-query";

export const DUPLICATE_WINDOW_MS = 60_000;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DUPLICATE_WINDOW_MS,
        retry: false,
        // The page asks when a screen needs it or the visitor refreshes, never on its own.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });

/** The page's one cache, shared by the screens and the routes' loaders. */
export const queryClient: QueryClient = createQueryClient();
