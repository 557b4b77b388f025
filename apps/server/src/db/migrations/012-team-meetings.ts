/**
 * Every two teams' tally in each match where they shared a game (read-models/team-meetings/team-meetings.ts keeps them): the
 * head_to_head call reads a pair's matches by primary key instead of both teams' rows of every game of their
 * common matches. One row per pair, the lower team id first. Rows are derived: a database that already holds
 * matches gets them when next opened (read-models/up-to-date.ts).
 */
import type { Kysely } from "kysely";

const COUNTS = ["games", "a_points", "b_points", "a_booyahs", "b_booyahs", "a_above", "b_above"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable("team_meetings")
    .addColumn("team_a", "integer", (c) => c.notNull())
    .addColumn("team_b", "integer", (c) => c.notNull())
    .addColumn("match_id", "integer", (c) => c.notNull());
  for (const column of COUNTS) table = table.addColumn(column, "integer", (c) => c.notNull());
  await table.addPrimaryKeyConstraint("team_meetings_pk", ["team_a", "team_b", "match_id"]).execute();
  // A match ingested again drops its rows first.
  await db.schema.createIndex("team_meetings_match").on("team_meetings").column("match_id").execute();
}
