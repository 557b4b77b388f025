/**
 * Standings as ingest keeps them (read-models/standings/standings.ts): an event's lines by primary key, a season's through
 * standings_season, each with its team's name by the teams' primary key; two statements, compiled once.
 * Ingest builds the standings call's whole answers with it (read-models/standings/standings-answers.ts).
 */
import type { EventStandings } from "@match-stats/contract";
import { type StandingRecord, standingRow } from "@match-stats/stats";
import type { Kysely } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database, StandingsTable } from "../../db/schema.ts";

export type StandingsScope = { readonly eventId: number } | { readonly seasonId: number };

const eventsQuery = (db: Kysely<Database>, by: "id" | "season_id") =>
  db.selectFrom("events").select(["id", "name", "mode", "start_time"]).where(by, "=", slot<number>(0));

const linesQuery = (db: Kysely<Database>, by: "standings.event_id" | "standings.season_id") =>
  db
    .selectFrom("standings")
    .innerJoin("teams", "teams.id", "standings.team_id")
    .selectAll("standings")
    .select("teams.name as team_name")
    .where(by, "=", slot<number>(0));

export async function readStandings(db: Kysely<Database>, scope: StandingsScope): Promise<EventStandings[]> {
  // Compiled once per scope's kind (db/compiled-once.ts).
  const [kind, id] =
    "eventId" in scope ? (["event", scope.eventId] as const) : (["season", scope.seasonId] as const);
  const events = await runCompiled(
    db,
    `standings events ${kind}`,
    () => eventsQuery(db, kind === "event" ? "id" : "season_id"),
    [id],
  );
  if (events.length === 0) return [];
  const lines = await runCompiled(
    db,
    `standings lines ${kind}`,
    () => linesQuery(db, kind === "event" ? "standings.event_id" : "standings.season_id"),
    [id],
  );
  const byEvent = Map.groupBy(lines, (line) => line.event_id);
  return events
    .sort((a, b) => a.start_time - b.start_time || a.id - b.id)
    .map((event) => ({
      event_id: event.id,
      event_name: event.name,
      mode: event.mode,
      standings: (byEvent.get(event.id) ?? [])
        .sort((a, b) => a.rank - b.rank)
        .map((line) => standingLine(event.mode, line)),
    }));
}

/** A kept standings line as the standings call answers it, in an event of `mode`. */
export const standingLine = (
  mode: number,
  { team_name, game_points, ...record }: StandingsTable & { readonly team_name: string },
) => ({
  team_id: record.team_id,
  team_name,
  ...standingRow(mode, {
    ...record,
    game_points: JSON.parse(game_points) as StandingRecord["game_points"],
  } satisfies StandingRecord),
});
