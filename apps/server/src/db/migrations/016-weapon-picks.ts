/**
 * `weapon_picks`: each season's and event's weapon picks as the weapon_meta call answers them (pick and kill
 * rates, names), one row per scope kept by ingest (read-models/weapon-picks/weapon-picks.ts). A season's or event's meta is one
 * row read by primary key, and the change between two events reads their two rows; they joined every weapon's
 * roll-up row to the scope's and named each on every request (docs/performance.md,
 * "Calls answered from kept rows"). A derived table: a database that already holds matches gets its rows when
 * it is next opened
 * (read-models/up-to-date.ts).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("weapon_picks")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("context_id", "integer", (c) => c.notNull())
    .addColumn("weapons", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("weapon_picks_pk", ["scope", "context_id"])
    .execute();
}
