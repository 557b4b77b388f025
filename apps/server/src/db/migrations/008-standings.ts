/**
 * `standings`: each team's line in each event's standings (read-models/standings/standings.ts), kept by ingest so the
 * standings call reads an event's or a season's lines through the primary key or `standings_season`,
 * never the event's fact rows. A derived table: a database that already holds matches gets its rows from
 * the current code when it is next opened (read-models/up-to-date.ts), since a migration never runs live code.
 */
import type { Kysely } from "kysely";

const COUNTS = [
  "rank",
  "games",
  "booyah",
  "survival_score",
  "kills",
  "total_score",
  "placement_sum",
  "matches_won",
  "matches_lost",
  "rounds_won",
  "rounds_lost",
];

export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable("standings")
    .addColumn("event_id", "integer", (c) => c.notNull())
    .addColumn("team_id", "integer", (c) => c.notNull())
    .addColumn("season_id", "integer", (c) => c.notNull());
  for (const column of COUNTS) table = table.addColumn(column, "integer", (c) => c.notNull());
  await table
    .addColumn("game_points", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("standings_pk", ["event_id", "team_id"])
    .execute();
  await db.schema
    .createIndex("standings_season")
    .on("standings")
    .columns(["season_id", "event_id"])
    .execute();
}
