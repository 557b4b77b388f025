/**
 * Records, leaders and form are kept per mode family (docs/statistics.md "Mode families"): battle royale, and
 * clash squad with bomb squad, never ranked together. `records` and `form_matches` take the family into their
 * keys; the leaders rows keep their `mode` column, where 0 (once every mode together) now holds the clash-squad
 * family's rankings. Every row these tables held was built the old way: they are emptied here (with the records'
 * whole answers), and a database that holds matches gets them again, per family, when it is next opened
 * (ingest/derived-rows.ts), since a migration never runs live code.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("records").execute();
  await db.schema
    .createTable("records")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("context_id", "integer", (c) => c.notNull())
    .addColumn("family", "text", (c) => c.notNull())
    .addColumn("record", "text", (c) => c.notNull())
    .addColumn("place", "integer", (c) => c.notNull())
    .addColumn("value", "integer", (c) => c.notNull())
    .addColumn("start_time", "integer", (c) => c.notNull())
    .addColumn("single_match_id", "integer", (c) => c.notNull())
    .addColumn("match_id", "integer", (c) => c.notNull())
    .addColumn("event_id", "integer", (c) => c.notNull())
    .addColumn("season_id", "integer", (c) => c.notNull())
    .addColumn("mode", "integer", (c) => c.notNull())
    .addColumn("team_id", "integer", (c) => c.notNull())
    .addColumn("player_id", "integer", (c) => c.notNull())
    .addColumn("teamplayer_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("records_pk", ["scope", "context_id", "family", "record", "place"])
    .execute();
  await db.schema.createIndex("records_scope_season").on("records").columns(["scope", "season_id"]).execute();
  await db.deleteFrom("ready_answers").where("call", "=", "records").execute();
  for (const table of ["leader_counts", "leader_ranks", "leader_sums"]) await db.deleteFrom(table).execute();
  await db.schema.dropTable("form_matches").execute();
  await db.schema
    .createTable("form_matches")
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("family", "text", (c) => c.notNull())
    .addColumn("total_matches", "integer", (c) => c.notNull())
    .addColumn("matches", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("form_matches_pk", ["field", "subject", "family"])
    .execute();
}
