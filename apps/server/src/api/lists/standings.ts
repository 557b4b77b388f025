/**
 * Standings as ingest keeps them (ingest/standings.ts): an event's lines by primary key, a season's through
 * standings_season, each with its team's name by the teams' primary key.
 */
import type { EventStandings } from "@match-stats/contract";
import { type StandingRecord, standingRow } from "@match-stats/stats";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export type StandingsScope = { readonly eventId: number } | { readonly seasonId: number };

export async function readStandings(db: Kysely<Database>, scope: StandingsScope): Promise<EventStandings[]> {
  const events = await db
    .selectFrom("events")
    .select(["id", "name", "mode", "start_time"])
    .where("eventId" in scope ? "id" : "season_id", "=", "eventId" in scope ? scope.eventId : scope.seasonId)
    .execute();
  if (events.length === 0) return [];
  const lines = await db
    .selectFrom("standings")
    .innerJoin("teams", "teams.id", "standings.team_id")
    .selectAll("standings")
    .select("teams.name as team_name")
    .where(
      "eventId" in scope ? "standings.event_id" : "standings.season_id",
      "=",
      "eventId" in scope ? scope.eventId : scope.seasonId,
    )
    .execute();
  const byEvent = Map.groupBy(lines, (line) => line.event_id);
  return events
    .sort((a, b) => a.start_time - b.start_time || a.id - b.id)
    .map((event) => ({
      event_id: event.id,
      event_name: event.name,
      mode: event.mode,
      standings: (byEvent.get(event.id) ?? [])
        .sort((a, b) => a.rank - b.rank)
        .map(({ team_name, game_points, ...record }) => ({
          team_id: record.team_id,
          team_name,
          ...standingRow(event.mode, {
            ...record,
            game_points: JSON.parse(game_points) as StandingRecord["game_points"],
          } satisfies StandingRecord),
        })),
    }));
}
