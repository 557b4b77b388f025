/**
 * One row per player and per team-player record, with every column the player searches sort by, so that a
 * page of `player` or `player_new` is read from an index instead of sorting a union of two tables.
 * Kept by ingest (read-models/search/player-search.ts); filled here, with that rebuild's SQL as it stood, for a database
 * that already holds data.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("player_search")
    .addColumn("row_key", "text", (c) => c.primaryKey())
    .addColumn("player_type", "integer", (c) => c.notNull())
    .addColumn("player_id", "integer", (c) => c.notNull())
    .addColumn("key_length", "integer", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("player_name_key", "text", (c) => c.notNull())
    .addColumn("team_id", "integer", (c) => c.notNull())
    .addColumn("team_name_key", "text", (c) => c.notNull())
    .execute();
  const indexes: [string, string[]][] = [
    ["player_search_id", ["player_id", "player_type", "key_length", "row_key"]],
    ["player_search_type_id", ["player_type", "player_id", "key_length", "row_key"]],
    ["player_search_name", ["name_key"]],
    ["player_search_player_name", ["player_name_key"]],
    ["player_search_team", ["team_id"]],
    ["player_search_team_name", ["team_name_key"]],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on("player_search").columns(columns).execute();
  }
  // A player sorts before their records, and has no team: -1 and '' sort before any team.
  await sql`
    INSERT INTO player_search
      (row_key, player_type, player_id, key_length, name_key, player_name_key, team_id, team_name_key)
    SELECT CAST(p.id AS TEXT), 1, p.id, LENGTH(CAST(p.id AS TEXT)), p.name_key, p.name_key, -1, ''
    FROM players p
    UNION ALL
    SELECT tp.id, 2, tp.player_id, LENGTH(tp.id), tp.name_key, p.name_key, tp.team_id, t.name_key
    FROM team_players tp
    JOIN players p ON p.id = tp.player_id
    JOIN teams t ON t.id = tp.team_id`.execute(db);
}
