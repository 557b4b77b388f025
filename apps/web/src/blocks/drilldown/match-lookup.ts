/** Matches by their ids, whatever their season and event (a pasted link names a match without them). */
import type { MatchRow } from "@match-stats/contract";
import { searchQuery } from "../../api/calls/search.ts";
import { lookup } from "../../api/query.ts";

export const findMatches = (matchIds: readonly number[]) =>
  lookup(
    searchQuery({ search_type: 2, field: "match", param: matchIds.map(String), size: -1, page: 1 }),
    (answer): readonly MatchRow[] => answer.match_stats ?? [],
  );
