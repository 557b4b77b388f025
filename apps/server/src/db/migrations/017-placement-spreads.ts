/**
 * `placement_spreads`: each team's placement spread in each event it played, as the placement_spread call
 * answers it, one row per team and event kept by ingest (read-models/placement-spreads/placement-spreads.ts). The call reads one row by
 * primary key, where it read the team's games of the event with each game, match name and number of teams on
 * every request (docs/performance.md, "Calls answered from kept rows"). A derived table: a database that already
 * holds matches gets its rows when it is next opened (read-models/up-to-date.ts).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("placement_spreads")
    .addColumn("team_id", "integer", (c) => c.notNull())
    .addColumn("event_id", "integer", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("placement_spreads_pk", ["team_id", "event_id"])
    .execute();
}
