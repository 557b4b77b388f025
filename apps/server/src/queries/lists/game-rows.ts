/** Game rows (a game is a "single match") with their match's name and how many teams and players took part. */
import type { CallResponse } from "@match-stats/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { inOrderOf } from "./id-lists.ts";

export type GameRow = CallResponse<"match_info">["match_stats"][number];

/** In the order of `ids` (at most a hundred); an id that is no game is left out. */
export async function gameRows(db: Kysely<Database>, ids: readonly number[]): Promise<GameRow[]> {
  const list = [...new Set(ids)];
  if (list.length === 0) return [];
  const [games, counts] = await Promise.all([
    db
      .selectFrom("games as g")
      .innerJoin("matches as m", "m.id", "g.match_id")
      .select([
        "g.id as single_match_id",
        "g.match_id",
        "m.name as match_name",
        "g.season_id",
        "g.event_id",
        "g.seq",
        "g.mode",
        "g.form",
        "g.map",
        "g.start_time",
        "g.end_time",
      ])
      .where("g.id", "in", list)
      .execute(),
    // A few dozen team rows per game, read by the primary key (single_match_id, team_id).
    db
      .selectFrom("team_results")
      .select((eb) => [
        "single_match_id",
        eb.fn.countAll().as("teams"),
        eb.fn.sum<number>("players").as("players"),
      ])
      .where("single_match_id", "in", list)
      .groupBy("single_match_id")
      .execute(),
  ]);
  const countsOf = new Map(counts.map((row) => [row.single_match_id, row]));
  const rows = games.map((game) => {
    const count = countsOf.get(game.single_match_id);
    return {
      ...game,
      number_of_team: Number(count?.teams ?? 0),
      number_of_player: Number(count?.players ?? 0),
    };
  });
  return inOrderOf(list, rows, (row) => row.single_match_id);
}
