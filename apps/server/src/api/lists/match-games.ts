/** The matches of some events with their games (single matches), read by the games_match index. */
import type { Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";

/** The matches of some events, each with its games in play order (none: an empty list). */
export interface EventMatch {
  readonly id: number;
  readonly event_id: number;
  readonly games: number[];
}

/**
 * The matches of these events with their games, in one statement (the matches, then their games, took two
 * round trips one after the other on PostgreSQL), read by the events' match index and games_match.
 */
export async function matchesOfEvents(
  db: Kysely<Database>,
  eventIds: readonly number[],
): Promise<EventMatch[]> {
  const matches = new Map<number, EventMatch>();
  for (const part of chunks([...new Set(eventIds)])) {
    const rows = await db
      .selectFrom("matches")
      .leftJoin("games", "games.match_id", "matches.id")
      .select(["matches.id", "matches.event_id", "games.id as game_id"])
      .where("matches.event_id", "in", part)
      .orderBy("matches.id")
      .orderBy("games.seq")
      .execute();
    for (const row of rows) {
      const match = matches.get(row.id) ?? { id: row.id, event_id: row.event_id, games: [] };
      matches.set(row.id, match);
      if (row.game_id !== null) match.games.push(row.game_id);
    }
  }
  return [...matches.values()];
}
