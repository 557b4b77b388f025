/**
 * The standings of the events a run touched, rebuilt whole from their team results (an event's standings
 * change with any of its games: a rank depends on every team's record) by `eventStandings` of
 * packages/stats, the one ranking. An event is a few hundred team rows, read through team_results_event.
 */
import { eventStandings, type TeamGame } from "@match-stats/stats";
import type { Kysely } from "kysely";
import { chunks, rowsPerInsert } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";

/** Events whose team rows are held in memory at once. */
const EVENTS_PER_BATCH = 50;

const TEAM_COLUMNS = [
  "event_id",
  "season_id",
  "match_id",
  "single_match_id",
  "team_id",
  "mode",
  "rank",
  "survival_score",
  "total_score",
  "booyah",
  "kills",
  "rounds_won",
  "rounds_lost",
] as const;

/** Replaces the standings of these events with standings built from their games as they are now. */
export async function writeStandings(db: Kysely<Database>, eventIds: readonly number[]): Promise<void> {
  for (const part of chunks(eventIds, EVENTS_PER_BATCH)) {
    await db.deleteFrom("standings").where("event_id", "in", part).execute();
    const [teams, games] = await Promise.all([
      db.selectFrom("team_results").select(TEAM_COLUMNS).where("event_id", "in", part).execute(),
      db
        .selectFrom("games")
        .innerJoin("matches", "matches.id", "games.match_id")
        .select(["games.id", "matches.event_id"])
        .where("matches.event_id", "in", part)
        // The order of the match screen's ranking (queries/stats/match-facts.ts): start time, then place in the match.
        .orderBy("games.start_time")
        .orderBy("games.seq")
        .orderBy("games.id")
        .execute(),
    ]);
    const teamsByEvent = Map.groupBy(teams, (row) => row.event_id);
    const gamesByEvent = Map.groupBy(games, (row) => row.event_id);
    const rows = [...teamsByEvent].flatMap(([eventId, eventTeams]) => {
      const seasonId = eventTeams[0]!.season_id;
      const order = (gamesByEvent.get(eventId) ?? []).map((game) => game.id);
      return eventStandings(eventTeams satisfies readonly TeamGame[], order).map((standing) => ({
        ...standing,
        event_id: eventId,
        season_id: seasonId,
        game_points: JSON.stringify(standing.game_points),
      }));
    });
    for (const batch of chunks(rows, rowsPerInsert(16))) {
      await db.insertInto("standings").values(batch).execute();
    }
  }
}

/** Every event's: for a database that already holds matches when the table is created. */
export async function writeAllStandings(db: Kysely<Database>): Promise<void> {
  const events = await db.selectFrom("matches").select("event_id").distinct().execute();
  await writeStandings(
    db,
    events.map((event) => event.event_id),
  );
}
