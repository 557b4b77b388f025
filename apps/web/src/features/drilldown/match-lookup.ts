/** Matches by their ids, whatever their season and event (a pasted link names a match without them). */
import type { MatchRow } from "@match-stats/contract";
import { search } from "../../api/calls/search.ts";

export const findMatches = (matchIds: readonly number[], fresh: boolean): Promise<readonly MatchRow[]> =>
  search({ search_type: 2, field: "match", param: matchIds.map(String), size: -1, page: 1 }, { fresh }).then(
    (answer) => answer.match_stats ?? [],
  );
