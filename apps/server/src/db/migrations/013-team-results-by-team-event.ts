/**
 * A team's results in an event, or in one match of it, read with one index seek: the placement_spread call
 * (a team's games of an event) and the form call (a team's placements in each of its matches) read them so.
 * The index by team alone goes: this one begins with it, so whatever read a team's rows still does, and an
 * insert keeps as many indexes up to date as before (migration 007 dropped fact indexes that only slowed
 * inserts down, docs/performance.md).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("team_results_team").execute();
  await db.schema
    .createIndex("team_results_team_event")
    .on("team_results")
    .columns(["team_id", "event_id", "match_id"])
    .execute();
}
