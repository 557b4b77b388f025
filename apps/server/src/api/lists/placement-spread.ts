/**
 * A team's placement spread in an event (docs/statistics.md "Placement spread"), kept by ingest
 * (ingest/placement-spreads.ts) and read by primary key. Built by `buildPlacementSpread`: the team's rows of the
 * event's games in one seek of team_results_team_event, each with its game and its match's name by primary key
 * and how many teams played the game (the game's rows in team_results' primary key), oldest first;
 * packages/stats counts them per placement.
 */
import type { PlacementSpread } from "@match-stats/contract";
import { averagePlacement, placementCounts } from "@match-stats/stats";
import { type Kysely, sql } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";

/** The team's games of the event (slots 0 and 1: the team and the event), oldest first, as the standings order them. */
export const spreadQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("team_results as r")
    .innerJoin("games as g", "g.id", "r.single_match_id")
    .select((eb) => [
      "r.single_match_id",
      "r.match_id",
      eb.selectFrom("matches as m").select("m.name").whereRef("m.id", "=", "r.match_id").as("match_name"),
      "g.seq",
      "g.start_time",
      "g.mode",
      "r.rank",
      eb
        .selectFrom("team_results as t")
        .select(sql<number>`COUNT(*)`.as("teams"))
        .whereRef("t.single_match_id", "=", "r.single_match_id")
        .as("teams"),
    ])
    .where("r.team_id", "=", slot<number>(0))
    .where("r.event_id", "=", slot<number>(1))
    .orderBy("g.start_time")
    .orderBy("g.seq")
    .orderBy("g.id");

/** The spread of these games: none for a team that did not play the event. */
const spreadOf = (games: PlacementSpread["games"]): PlacementSpread => ({
  games,
  counts: placementCounts(games),
  avg_placement: averagePlacement(games),
});

/** A team's spread in an event from its results: what ingest keeps. */
export async function buildPlacementSpread(
  db: Kysely<Database>,
  teamId: number,
  eventId: number,
): Promise<PlacementSpread> {
  const rows = await runCompiled(db, "placement_spread", () => spreadQuery(db), [teamId, eventId]);
  return spreadOf(
    rows.map((row) => ({ ...row, match_name: row.match_name ?? "", teams: Number(row.teams) })),
  );
}

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
