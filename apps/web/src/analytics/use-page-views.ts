/** One page view per screen shown: the matched route's name (its handle), never the address or its query. */
import { useEffect, useRef } from "react";
import { type UIMatch, useLocation, useMatches } from "react-router";
import { track } from "./track.ts";

/** What an unknown path (the "Page not found" screen) is reported as. */
const NOT_FOUND = "notFound";

const routeNameOf = (matches: readonly UIMatch[]): string => {
  const handle = matches.at(-1)?.handle as { name?: unknown } | undefined;
  return typeof handle?.name === "string" ? handle.name : NOT_FOUND;
};

export function usePageViews(): void {
  const { key } = useLocation();
  const route = routeNameOf(useMatches());
  // Each navigation has a key of its own: one view per key, however often the shell renders.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === key) return;
    reported.current = key;
    track({ name: "page_view", route });
  });
}
