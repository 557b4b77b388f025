/**
 * Rebuilds the player search table from players, team-players and teams. Whole, because it is small (one
 * row per player and per record) and any renamed team or player changes its sort keys.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The columns of the player search table: the row key and everything the player searches sort by. */
export const PLAYER_SEARCH_COLUMNS = [
  "row_key",
  "player_type",
  "player_id",
  "key_length",
  "name_key",
  "player_name_key",
  "team_id",
  "team_name_key",
] as const;

/** A player sorts before their records, and has no team: -1 and '' sort before any team. */
export async function rebuildPlayerSearch(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("player_search").execute();
  await db
    .insertInto("player_search")
    .columns(PLAYER_SEARCH_COLUMNS)
    .expression(
      db
        .selectFrom("players as p")
        .select([
          sql<string>`CAST(p.id AS TEXT)`.as("row_key"),
          sql<number>`1`.as("player_type"),
          "p.id as player_id",
          sql<number>`LENGTH(CAST(p.id AS TEXT))`.as("key_length"),
          "p.name_key",
          "p.name_key as player_name_key",
          sql<number>`-1`.as("team_id"),
          sql<string>`''`.as("team_name_key"),
        ])
        .unionAll(
          db
            .selectFrom("team_players as tp")
            .innerJoin("players as p", "p.id", "tp.player_id")
            .innerJoin("teams as t", "t.id", "tp.team_id")
            .select([
              "tp.id as row_key",
              sql<number>`2`.as("player_type"),
              "tp.player_id",
              sql<number>`LENGTH(tp.id)`.as("key_length"),
              "tp.name_key",
              "p.name_key as player_name_key",
              "tp.team_id",
              "t.name_key as team_name_key",
            ]),
        ),
    )
    .execute();
}
