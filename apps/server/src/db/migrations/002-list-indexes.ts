/** Indexes for the list calls: a page sorted by any sortable column, or filtered by season, reads an index. */
import type { Kysely } from "kysely";

const INDEXES: [string, string, string[]][] = [
  ["seasons_name", "seasons", ["name_key"]],
  ["seasons_start", "seasons", ["start_date"]],
  ["seasons_end", "seasons", ["end_date"]],
  ["events_name", "events", ["name_key"]],
  ["events_start", "events", ["start_time"]],
  ["events_end", "events", ["end_time"]],
  ["matches_season", "matches", ["season_id"]],
  ["matches_name", "matches", ["name_key"]],
  ["matches_start", "matches", ["start_time"]],
  ["matches_end", "matches", ["end_time"]],
  ["teams_name", "teams", ["name_key"]],
  ["teams_created", "teams", ["created_at"]],
  ["players_name", "players", ["name_key"]],
  ["team_players_name", "team_players", ["name_key"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}
