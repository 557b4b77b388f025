/** Match rows (docs/spec.md section 3, "Match"): a row stands for the whole match (single_match_id -1) and lists its games. */
import type { MatchRow } from "@match-stats/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { inOrderOf, keep } from "./id-lists.ts";
import { matchesWithGames } from "./match-games.ts";

/** In the order of `ids`; single_match_id_list in play order, only the games of `onlyGames` when given. */
export async function matchRows(
  db: Kysely<Database>,
  ids: readonly number[],
  onlyGames?: ReadonlySet<number>,
): Promise<MatchRow[]> {
  const rows = (await matchesWithGames(db, { column: "id", ids })).map(
    ({ match, games }): MatchRow => ({
      match_id: match.id,
      single_match_id: -1,
      match_name: match.name,
      season_id: match.season_id,
      event_id: match.event_id,
      mode: match.mode,
      start_time: match.start_time,
      end_time: match.end_time,
      single_match_id_list: keep(games, onlyGames),
    }),
  );
  return inOrderOf(ids, rows, (row) => row.match_id);
}
