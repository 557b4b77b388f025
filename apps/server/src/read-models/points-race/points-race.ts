/**
 * The points race of an event or of some matches (docs/statistics.md "Points race"): the games oldest first
 * (start time, then place in the match, as the standings order them), the teams' rows of those games read
 * through team_results' event or match index, and packages/stats `pointsRace`. Ingest keeps each event's
 * whole answer (read-models/points-race/points-race-answers.ts); some matches are read at the call, a few hundred rows at most.
 */
import type { PointsRace } from "@match-stats/contract";
import { isBattleRoyale, pointsRace } from "@match-stats/stats";
import { type Kysely, sql } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";

export type RaceScope = { readonly eventId: number } | { readonly matchIds: readonly number[] };

const scoringOf = (modes: readonly number[]): PointsRace["scoring"] => {
  const battleRoyale = modes.filter(isBattleRoyale).length;
  return battleRoyale === modes.length ? "points" : battleRoyale === 0 ? "games_won" : "mixed";
};

/** The scope's condition on a column: the event's id (slot 0), or each match id (slots 0 to n - 1). */
const scopeSlots = (scope: RaceScope): number[] =>
  "eventId" in scope ? [0] : scope.matchIds.map((_id, index) => index);

/**
 * A name by its table's primary key, per row: a join let PostgreSQL's generic plan hash the whole table (every
 * match, every team) on each call, a cost that grew with the data.
 */
const nameOf = (table: "matches" | "teams", id: "games.match_id" | "r.team_id") =>
  sql<string>`(select name from ${sql.table(table)} where ${sql.ref(`${table}.id`)} = ${sql.ref(id)})`;

export const gamesQuery = (db: Kysely<Database>, scope: RaceScope) =>
  db
    .selectFrom("games")
    .select([
      "games.id as single_match_id",
      "games.match_id",
      nameOf("matches", "games.match_id").as("match_name"),
      "games.seq",
      "games.start_time",
      "games.mode",
    ])
    .where(
      "eventId" in scope ? "games.event_id" : "games.match_id",
      "in",
      scopeSlots(scope).map((index) => slot<number>(index)),
    )
    .orderBy("games.start_time")
    .orderBy("games.seq")
    .orderBy("games.id");

export const rowsQuery = (db: Kysely<Database>, scope: RaceScope) =>
  db
    .selectFrom("team_results as r")
    .select([
      "r.single_match_id",
      "r.match_id",
      "r.team_id",
      "r.mode",
      "r.rank",
      "r.survival_score",
      "r.total_score",
      "r.booyah",
      "r.kills",
      "r.rounds_won",
      "r.rounds_lost",
      nameOf("teams", "r.team_id").as("team_name"),
    ])
    .where(
      "eventId" in scope ? "r.event_id" : "r.match_id",
      "in",
      scopeSlots(scope).map((index) => slot<number>(index)),
    );

export async function readPointsRace(db: Kysely<Database>, scope: RaceScope): Promise<PointsRace> {
  // Compiled once per shape (db/compiled-once.ts): an event, or so many matches.
  const shape = "eventId" in scope ? "event" : `matches ${scope.matchIds.length}`;
  const values = "eventId" in scope ? [scope.eventId] : scope.matchIds;
  const [games, rows] = await Promise.all([
    runCompiled(db, `points_race games ${shape}`, () => gamesQuery(db, scope), values),
    runCompiled(db, `points_race rows ${shape}`, () => rowsQuery(db, scope), values),
  ]);
  const race = pointsRace(
    rows,
    games.map((game) => game.single_match_id),
  );
  const names = new Map(rows.map((row) => [row.team_id, row.team_name]));
  return {
    scoring: scoringOf(games.map((game) => game.mode)),
    games,
    lines: race.lines.map((line) => ({
      team_id: line.team_id,
      team_name: names.get(line.team_id) ?? "",
      scores: [...line.scores],
      running: [...line.running],
    })),
    leaders: race.leaders.map((teams) => [...teams]),
  };
}
