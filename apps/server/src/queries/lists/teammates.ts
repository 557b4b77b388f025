/**
 * Who played for a team in a season, event, match or single game: the team's team-player records that
 * have a roll-up row in that context (read by the roll-ups' primary key), or a fact row in that game.
 */
import type { Teammate } from "@match-stats/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { teamPlayerRefs } from "./team-player-refs.ts";

export type TeammateContext =
  | { readonly scope: "player_season" | "player_event" | "player_match"; readonly contextId: number }
  | { readonly scope: "game"; readonly gameId: number };

async function playedFor(db: Kysely<Database>, teamId: number, context: TeammateContext): Promise<string[]> {
  if (context.scope === "game") {
    const rows = await db
      .selectFrom("player_results")
      .select("teamplayer_id")
      .where("single_match_id", "=", context.gameId)
      .where("team_id", "=", teamId)
      .execute();
    return rows.map((row) => row.teamplayer_id);
  }
  const rows = await db
    .selectFrom("rollups")
    .select("subject")
    .where("scope", "=", context.scope)
    .where("subject", "in", db.selectFrom("team_players").select("id").where("team_id", "=", teamId))
    .where("context_id", "=", context.contextId)
    .execute();
  return rows.map((row) => row.subject);
}

/** Sorted by team-player id, newest first. */
export async function teammates(
  db: Kysely<Database>,
  teamId: number,
  context: TeammateContext,
): Promise<Teammate[]> {
  const refs = await teamPlayerRefs(db, { column: "id", ids: await playedFor(db, teamId, context) });
  return refs.map(({ id, name, uid, player_id }) => ({ id, name, uid, player_id }));
}
