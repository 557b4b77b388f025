/**
 * Each team's placement spread in each event it played (migration 017), built by the placement_spread call's
 * own code (api/lists/placement-spread.ts `buildPlacementSpread`) once a run's rows are written: every team's of
 * the events the run touched (the spreads hold match names, and a match is named only by a run that brings
 * it). A team that no longer played an event loses its row.
 */
import type { Kysely } from "kysely";
import { buildPlacementSpread } from "../api/lists/placement-spread.ts";
import { chunks, rowsPerInsert } from "../db/chunks.ts";
import type { Database } from "../db/schema.ts";

/** Writes again the spreads of every team in these events from their results as they are now. */
export async function writePlacementSpreads(
  db: Kysely<Database>,
  eventIds: readonly number[],
): Promise<void> {
  for (const part of chunks(eventIds)) {
    await db.deleteFrom("placement_spreads").where("event_id", "in", part).execute();
    const pairs = await db
      .selectFrom("team_results")
      .select(["team_id", "event_id"])
      .distinct()
      .where("event_id", "in", part)
      .execute();
    const rows = [];
    for (const { team_id, event_id } of pairs) {
      const answer = JSON.stringify(await buildPlacementSpread(db, team_id, event_id));
      rows.push({ team_id, event_id, answer });
    }
    for (const batch of chunks(rows, rowsPerInsert(3))) {
      await db.insertInto("placement_spreads").values(batch).execute();
    }
  }
}

/** Every event's: for a database whose matches came before migration 017. */
export async function writeAllPlacementSpreads(db: Kysely<Database>): Promise<void> {
  const events = await db.selectFrom("events").select("id").execute();
  await writePlacementSpreads(
    db,
    events.map((row) => row.id),
  );
}
