/**
 * Each team's placement spread in each event it played, built set-wise once a run's rows are
 * written: every team's of the events the run touched (the spreads hold match names, and a match is named only
 * by a run that brings it). A team that no longer played an event loses its row. One statement per batch of
 * events rather than one per team: SQLite reads slowly inside a run's large transaction, and a statement per
 * team cost ten times as much (docs/performance.md).
 */
import { type Kysely, sql } from "kysely";
import { chunks, rowsPerInsert } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import { spreadOf } from "./placement-spread.ts";

/** Events whose teams' games are read at once. */
const EVENTS_PER_BATCH = 50;

/**
 * Every team's games of these events, each with its match's name and how many teams played the game, by team
 * and event, each team's oldest first as the standings order them.
 */
export const spreadRowsQuery = (db: Kysely<Database>, eventIds: readonly number[]) =>
  db
    .selectFrom("team_results as r")
    .innerJoin("games as g", "g.id", "r.single_match_id")
    .innerJoin("matches as m", "m.id", "r.match_id")
    .innerJoin(
      (eb) =>
        eb
          .selectFrom("team_results as t")
          .select(["t.single_match_id", sql<number>`COUNT(*)`.as("teams")])
          .where("t.event_id", "in", eventIds)
          .groupBy("t.single_match_id")
          .as("c"),
      (join) => join.onRef("c.single_match_id", "=", "r.single_match_id"),
    )
    .select([
      "r.team_id",
      "r.event_id",
      "r.single_match_id",
      "r.match_id",
      "m.name as match_name",
      "g.seq",
      "g.start_time",
      "g.mode",
      "r.rank",
      "c.teams",
    ])
    .where("r.event_id", "in", eventIds)
    .orderBy("r.team_id")
    .orderBy("r.event_id")
    .orderBy("g.start_time")
    .orderBy("g.seq")
    .orderBy("g.id");

type PlacementGame = Parameters<typeof spreadOf>[0][number];

/** Writes again the spreads of every team in these events from their results as they are now. */
export async function writePlacementSpreads(
  db: Kysely<Database>,
  eventIds: readonly number[],
): Promise<void> {
  for (const part of chunks(eventIds, EVENTS_PER_BATCH)) {
    await db.deleteFrom("placement_spreads").where("event_id", "in", part).execute();
    const games = new Map<string, { team_id: number; event_id: number; games: PlacementGame[] }>();
    for (const { team_id, event_id, teams, ...game } of await spreadRowsQuery(db, part).execute()) {
      const key = `${team_id}|${event_id}`;
      const spread = games.get(key) ?? { team_id, event_id, games: [] };
      games.set(key, spread);
      spread.games.push({ ...game, teams: Number(teams) });
    }
    const rows = [...games.values()].map(({ team_id, event_id, games }) => ({
      team_id,
      event_id,
      answer: JSON.stringify(spreadOf(games)),
    }));
    for (const batch of chunks(rows, rowsPerInsert(3))) {
      await db.insertInto("placement_spreads").values(batch).execute();
    }
  }
}

/** Every event's, built whole. */
export async function writeAllPlacementSpreads(db: Kysely<Database>): Promise<void> {
  const events = await db.selectFrom("events").select("id").execute();
  await writePlacementSpreads(
    db,
    events.map((row) => row.id),
  );
}
