/**
 * The points_race call's whole answers for events (read-models/ready-answers.ts), built by the call's own code
 * (read-models/points-race/points-race.ts): a run writes again those of the events whose standings it writes again, as a
 * race is the standings game by game, names included.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type AnswerScopes, type BuildAnswers, writeReadyAnswers } from "../ready-answers.ts";
import { readPointsRace } from "./points-race.ts";

/** An event's; one without games has none. */
const buildAnswers: BuildAnswers = async (db, scope, contextIds) => {
  const answers = new Map<number, unknown>();
  if (scope !== "event") return answers;
  for (const id of contextIds) {
    const race = await readPointsRace(db, { eventId: id });
    if (race.games.length > 0) answers.set(id, race);
  }
  return answers;
};

/** The events of `scopes` (an event's race is its own: seasons and all time have none). */
export const writePointsRaceAnswers = (db: Kysely<Database>, scopes: AnswerScopes): Promise<void> =>
  writeReadyAnswers(db, "points_race", { event: scopes.event, season: new Set(), all: false }, buildAnswers);

/** Every event's: for a database whose events came before the call. */
export async function writeAllPointsRaceAnswers(db: Kysely<Database>): Promise<void> {
  const events = await db.selectFrom("events").select("id").execute();
  await writePointsRaceAnswers(db, {
    event: new Set(events.map((e) => e.id)),
    season: new Set(),
    all: false,
  });
}
