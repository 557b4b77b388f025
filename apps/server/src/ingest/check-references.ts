/**
 * The checks that need the whole run and the database: every id referred to exists (in the run or already
 * stored), results agree with rosters, games agree with their event's mode, windows nest, and a single
 * match id is not taken by another match.
 */
import type { Kysely } from "kysely";
import { chunks } from "../db/chunks.ts";
import type { Database } from "../db/schema.ts";
import type { ProblemList } from "./problems.ts";
import { type Location, REFERENCE_LABELS, type ReferenceKind, type RunIndex } from "./run-index.ts";

const TABLES = {
  season: "seasons",
  event: "events",
  team: "teams",
  player: "players",
  team_player: "team_players",
  weapon: "weapons",
  skill: "skills",
} as const satisfies Record<ReferenceKind, keyof Database>;

export interface StoredEvent {
  season_id: number;
  mode: number;
  start_time: number;
  end_time: number;
}

export async function checkReferences(
  db: Kysely<Database>,
  index: RunIndex,
  events: ReadonlyMap<number, StoredEvent>,
  problems: ProblemList,
): Promise<void> {
  const add = (at: Location, reason: string) => problems.add(at.file, at.path, reason);

  for (const kind of Object.keys(TABLES) as ReferenceKind[]) {
    const missing = [...index.wanted[kind].keys()].filter((id) => !index.defined(kind, id));
    const stored = new Set<number | string>();
    for (const part of chunks(missing)) {
      const rows = await db
        .selectFrom(TABLES[kind])
        .select("id")
        .where("id", "in", part as never[])
        .execute();
      for (const row of rows) stored.add(row.id);
    }
    for (const id of missing) {
      if (!stored.has(id))
        add(
          index.wanted[kind].get(id)!,
          `${REFERENCE_LABELS[kind]} ${id} is not defined in this run or the database`,
        );
    }
  }

  await checkRosters(db, index, add);
  for (const [matchId, match] of index.matches) {
    const event = events.get(match.eventId);
    if (!event) continue;
    for (const game of match.gameModes) {
      if (game.mode !== event.mode)
        add(game.at, `game mode ${game.mode} differs from event ${match.eventId}'s mode ${event.mode}`);
    }
    if (match.start < event.start_time || match.end > event.end_time) {
      add(match.at, `match ${matchId} lies outside the time of event ${match.eventId}`);
    }
  }
  await checkEventWindows(db, index, add);
  await checkGameIds(db, index, add);
  await checkEventChanges(db, index, add);
}

async function checkRosters(
  db: Kysely<Database>,
  index: RunIndex,
  add: (at: Location, reason: string) => void,
) {
  const teamOf = new Map<string, number>();
  const notInRun = [...new Set([...index.playedFor.values()].map((p) => p.teamPlayerId))].filter(
    (id) => !index.defined("team_player", id),
  );
  for (const part of chunks(notInRun)) {
    const rows = await db
      .selectFrom("team_players")
      .select(["id", "team_id"])
      .where("id", "in", part)
      .execute();
    for (const row of rows) teamOf.set(row.id, row.team_id);
  }
  for (const played of index.playedFor.values()) {
    const team =
      index.defined("team_player", played.teamPlayerId)?.team_id ?? teamOf.get(played.teamPlayerId);
    if (team !== undefined && team !== played.teamId) {
      add(played.at, `team-player ${played.teamPlayerId} belongs to team ${team}, not ${played.teamId}`);
    }
  }
}

/** The events of the run's matches, from the run or the database. */
export async function eventsOf(db: Kysely<Database>, index: RunIndex): Promise<Map<number, StoredEvent>> {
  const events = new Map<number, StoredEvent>();
  const notInRun: number[] = [];
  for (const match of index.matches.values()) {
    const event = index.defined("event", match.eventId);
    if (event) events.set(event.id, event);
    else notInRun.push(match.eventId);
  }
  for (const part of chunks([...new Set(notInRun)])) {
    const rows = await db
      .selectFrom("events")
      .select(["id", "season_id", "mode", "start_time", "end_time"])
      .where("id", "in", part)
      .execute();
    for (const row of rows) events.set(row.id, row);
  }
  return events;
}

async function checkEventWindows(
  db: Kysely<Database>,
  index: RunIndex,
  add: (at: Location, reason: string) => void,
) {
  const events = index.values("event");
  const seasons = new Map(index.values("season").map((s) => [s.id, s]));
  const notInRun = [...new Set(events.map((e) => e.season_id).filter((id) => !seasons.has(id)))];
  for (const part of chunks(notInRun)) {
    const rows = await db.selectFrom("seasons").selectAll().where("id", "in", part).execute();
    for (const row of rows) seasons.set(row.id, { ...row, host_regions: [] });
  }
  for (const event of events) {
    const season = seasons.get(event.season_id);
    if (season && (event.start_time < season.start_date || event.end_time > season.end_date)) {
      add(
        index.definedAt("event", event.id)!,
        `event ${event.id} lies outside the dates of season ${season.id}`,
      );
    }
  }
}

async function checkGameIds(
  db: Kysely<Database>,
  index: RunIndex,
  add: (at: Location, reason: string) => void,
) {
  for (const part of chunks([...index.games.keys()])) {
    const rows = await db.selectFrom("games").select(["id", "match_id"]).where("id", "in", part).execute();
    for (const row of rows) {
      const game = index.games.get(row.id)!;
      // A game may move to another match only when the match that holds it now is replaced in this run.
      if (game.matchId !== row.match_id && !index.matches.has(row.match_id)) {
        add(game.at, `single match ${row.id} already belongs to match ${row.match_id}`);
      }
    }
  }
}

/**
 * Stored matches carry their event's season and mode; an event may change either only when every stored
 * match of it is re-imported in the same run.
 */
async function checkEventChanges(
  db: Kysely<Database>,
  index: RunIndex,
  add: (at: Location, reason: string) => void,
) {
  for (const part of chunks(index.values("event"))) {
    const rows = await db
      .selectFrom("matches")
      .select(["id", "event_id", "season_id", "mode"])
      .where(
        "event_id",
        "in",
        part.map((e) => e.id),
      )
      .execute();
    for (const row of rows) {
      const event = index.defined("event", row.event_id)!;
      if ((event.season_id !== row.season_id || event.mode !== row.mode) && !index.matches.has(row.id)) {
        add(
          index.definedAt("event", event.id)!,
          `event ${event.id} changes season or mode but its stored match ${row.id} is not re-imported in this run`,
        );
      }
    }
  }
}
