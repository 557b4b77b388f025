/** Match rows (docs/spec.md section 3, "Match"): a row stands for the whole match (single_match_id -1) and lists its games. */
import type { MatchRow } from "@match-stats/contract";
import type { Kysely, Selectable } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database, MatchesTable } from "../../db/schema.ts";
import { inOrderOf, keep } from "./id-lists.ts";

/** In the order of `ids`; single_match_id_list in play order, only the games of `onlyGames` when given. */
export async function matchRows(
  db: Kysely<Database>,
  ids: readonly number[],
  onlyGames?: ReadonlySet<number>,
): Promise<MatchRow[]> {
  const matches = new Map<number, { match: Selectable<MatchesTable>; games: number[] }>();
  for (const part of chunks([...new Set(ids)])) {
    // The matches with their games in one statement, a row per game (one round trip fewer on PostgreSQL).
    const rows = await db
      .selectFrom("matches")
      .leftJoin("games", "games.match_id", "matches.id")
      .selectAll("matches")
      .select("games.id as game_id")
      .where("matches.id", "in", part)
      .orderBy("matches.id")
      .orderBy("games.seq")
      .execute();
    for (const { game_id, ...match } of rows) {
      const entry = matches.get(match.id) ?? { match, games: [] };
      matches.set(match.id, entry);
      if (game_id !== null) entry.games.push(game_id);
    }
  }
  const rows = [...matches.values()].map(
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
