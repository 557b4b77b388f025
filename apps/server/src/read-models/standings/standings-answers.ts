/**
 * The standings call's whole answers (read-models/ready-answers.ts): an event's standings, and a season's (each
 * of its events'), read by the call's own code (read-models/standings/standing-rows.ts). A run writes again those of the
 * events it touched and of their seasons, and those naming a team or event it named.
 */
import type { Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import { type AnswerScopes, type BuildAnswers, writeReadyAnswers } from "../ready-answers.ts";
import { readStandings } from "./standing-rows.ts";

/** An event's or a season's; one that does not exist (or a season without events) has none. */
const buildAnswers: BuildAnswers = async (db, scope, contextIds) => {
  const answers = new Map<number, unknown>();
  for (const id of contextIds) {
    const events = await readStandings(db, scope === "event" ? { eventId: id } : { seasonId: id });
    if (events.length > 0) answers.set(id, { events });
  }
  return answers;
};

export const writeStandingsAnswers = (db: Kysely<Database>, scopes: AnswerScopes): Promise<void> =>
  writeReadyAnswers(db, "standings", scopes, buildAnswers);

/**
 * The events a run touched or named and those where a team it named stands, and their seasons. A named event
 * may have moved to another season, which loses it: every season's then.
 */
export async function standingsAnswerScopes(
  db: Kysely<Database>,
  touched: { events: ReadonlySet<number>; seasons: ReadonlySet<number> },
  named: { teams: ReadonlySet<number>; events: ReadonlySet<number> },
): Promise<AnswerScopes> {
  const event = new Set([...touched.events, ...named.events]);
  for (const part of chunks([...named.teams])) {
    const standing = await db
      .selectFrom("standings")
      .select("event_id")
      .distinct()
      .where("team_id", "in", part)
      .execute();
    for (const row of standing) event.add(row.event_id);
  }
  const season = new Set(touched.seasons);
  if (named.events.size > 0) {
    for (const row of await db.selectFrom("seasons").select("id").execute()) season.add(row.id);
  }
  for (const part of chunks([...event])) {
    const events = await db
      .selectFrom("events")
      .select("season_id")
      .distinct()
      .where("id", "in", part)
      .execute();
    for (const row of events) season.add(row.season_id);
  }
  return { event, season, all: false };
}

/** Every event's and season's, built whole. */
export async function writeAllStandingsAnswers(db: Kysely<Database>): Promise<void> {
  const [events, seasons] = await Promise.all([
    db.selectFrom("events").select("id").execute(),
    db.selectFrom("seasons").select("id").execute(),
  ]);
  await writeStandingsAnswers(db, {
    event: new Set(events.map((e) => e.id)),
    season: new Set(seasons.map((s) => s.id)),
    all: false,
  });
}
