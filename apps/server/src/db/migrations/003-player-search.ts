/**
 * One row per player and per team-player record, with every column the player searches sort by, so that a
 * page of `player` or `player_new` is read from an index instead of sorting a union of two tables.
 * Kept by ingest (ingest/player-search.ts); filled here for a database that already holds data.
 */
import type { Kysely } from "kysely";
import { rebuildPlayerSearch } from "../../ingest/player-search.ts";
import type { Database } from "../schema.ts";

export async function up(db: Kysely<Database>): Promise<void> {
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
  await rebuildPlayerSearch(db);
}
