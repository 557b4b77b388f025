/**
 * A team's placement spread in an event (docs/statistics.md "Placement spread"), kept by ingest
 * (read-models/placement-spreads/placement-spreads.ts) and read by primary key; packages/stats counts the games per placement.
 */
import type { PlacementSpread } from "@match-stats/contract";
import { averagePlacement, placementCounts } from "@match-stats/stats";
import type { Kysely } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";

/** The spread of these games, oldest first: none for a team that did not play the event. */
export const spreadOf = (games: PlacementSpread["games"]): PlacementSpread => ({
  games,
  counts: placementCounts(games),
  avg_placement: averagePlacement(games),
});

/** A team's kept spread: the team in slot 0, the event in slot 1. */
export const keptSpreadQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("placement_spreads")
    .select("answer")
    .where("team_id", "=", slot<number>(0))
    .where("event_id", "=", slot<number>(1));

export async function readPlacementSpread(
  db: Kysely<Database>,
  teamId: number,
  eventId: number,
): Promise<PlacementSpread> {
  const [row] = await runCompiled(db, "placement_spread kept", () => keptSpreadQuery(db), [teamId, eventId]);
  return row ? (JSON.parse(row.answer) as PlacementSpread) : spreadOf([]);
}
