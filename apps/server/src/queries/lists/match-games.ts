/**
 * Matches with their games (single matches): by their own ids, or every match of some events. One statement
 * reads both, a row per game (the matches, then their games, took two round trips on PostgreSQL), by the
 * primary key or the events' match index, and games_match.
 */
import { type Kysely, type Selectable, sql } from "kysely";
import { chunks } from "../../db/chunks.ts";
import { paddedIds, runCompiled } from "../../db/compiled-once.ts";
import type { Database, MatchesTable } from "../../db/schema.ts";
import { groupJoined, type Joined } from "./joined-rows.ts";

export interface MatchWithGames {
  readonly match: Selectable<MatchesTable>;
  /** Its games in play order (seq); empty for a match without any. */
  readonly games: number[];
}

export async function matchesWithGames(
  db: Kysely<Database>,
  by: { readonly column: "id" | "event_id"; readonly ids: readonly number[] },
): Promise<MatchWithGames[]> {
  const matches = new Map<number, Joined<Selectable<MatchesTable> & { game_id: number | null }, number>>();
  for (const part of chunks([...new Set(by.ids)])) {
    const list = paddedIds(part);
    const query = () =>
      db
        .selectFrom("matches")
        .leftJoin("games", "games.match_id", "matches.id")
        .selectAll("matches")
        .select("games.id as game_id")
        .where(sql.ref(`matches.${by.column}`), "in", list.slots)
        .orderBy("matches.id")
        .orderBy("games.seq");
    const rows = await runCompiled(db, `matches with games ${by.column} ${list.shape}`, query, list.ids);
    groupJoined(
      rows,
      (row) => row.id,
      (row) => row.game_id,
      matches,
    );
  }
  return [...matches.values()].map(({ row: { game_id: _game, ...match }, items }) => ({
    match,
    games: items,
  }));
}
