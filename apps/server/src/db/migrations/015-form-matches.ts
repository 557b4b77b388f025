/**
 * `form_matches`: each player's, team-player's and team's most recent matches with what the form chart's
 * statistics are made from, one row per subject kept by ingest (read-models/form-matches/form-matches.ts). The form call reads
 * one row by primary key, where it joined a hundred roll-up rows to their matches and events on every request
 * (docs/performance.md, "Calls answered from kept rows"). A derived table: a database that already holds matches
 * gets its rows when it is next opened (read-models/up-to-date.ts).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("form_matches")
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("total_matches", "integer", (c) => c.notNull())
    .addColumn("matches", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("form_matches_pk", ["field", "subject"])
    .execute();
}
