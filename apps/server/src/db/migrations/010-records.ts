/**
 * The best single-game performances per event, season and all time (read-models/records/records.ts keeps them): the
 * records call reads one scope's rows by primary key instead of sorting every fact row per request.
 * Rows are derived: a database that already holds matches gets them when next opened
 * (read-models/up-to-date.ts), since a migration never runs live code.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("records")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("context_id", "integer", (c) => c.notNull())
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
    .addPrimaryKeyConstraint("records_pk", ["scope", "context_id", "record", "place"])
    .execute();
  // A season's records are merged from its events' rows.
  await db.schema.createIndex("records_scope_season").on("records").columns(["scope", "season_id"]).execute();
}
