/**
 * match_data's whole answers for one match, over all its games and for each game: built by
 * the call's own code from the tables ingest keeps (read-models/match-answers/match-data.ts), enveloped and compressed once
 * here (answers/ready-answer.ts), and read by the call by primary key. They hold names, so a run writes again
 * the answers of its own matches and of every match showing a name it changes.
 */

import type { CallResponse } from "@match-stats/contract";
import type { Kysely } from "kysely";
import { ReadyAnswer, readyAnswer } from "../../answers/ready-answer.ts";
import { chunks, rowsPerInsert } from "../../db/chunks.ts";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";
import type { RunIndex } from "../../ingest/run-index.ts";
import { findMatches } from "../../queries/stats/match-facts.ts";
import { ALL_GAMES, readMatchTables } from "../match-tables/match-tables-ready.ts";
import { assembleMatchData, loadMatchParts } from "./match-data.ts";

/** Matches whose answers are built at once (a few answers of about 8 KB compressed each). */
const MATCHES_PER_BATCH = 25;

/**
 * Replaces the answers of these matches with answers built from the tables as they are now: by the call's own
 * code (`assembleMatchData`), with what it reads per request read once per batch.
 */
export async function writeMatchAnswers(db: Kysely<Database>, matchIds: readonly number[]): Promise<void> {
  for (const part of chunks(
    [...new Set(matchIds)].sort((a, b) => a - b),
    MATCHES_PER_BATCH,
  )) {
    await db.deleteFrom("match_answers").where("match_id", "in", part).execute();
    const [matches, games] = await Promise.all([
      findMatches(db, part),
      db
        .selectFrom("games")
        .select(["id", "match_id"])
        .where("match_id", "in", part)
        .orderBy("match_id")
        .orderBy("id")
        .execute(),
    ]);
    const views = matches.flatMap((match) =>
      [ALL_GAMES, ...games.filter((game) => game.match_id === match.id).map((game) => game.id)].map(
        (game) => ({ match, game }),
      ),
    );
    const ready = await readMatchTables(
      db,
      views.map(({ match, game }) => ({ matchId: match.id, game })),
    );
    const parts = await loadMatchParts(db, matches, ready);
    // Each answer's coding is awaited with the batch's: the pool compresses while the next is built.
    const rows = await Promise.all(
      views.map(({ match, game }, place) =>
        readyAnswer(
          assembleMatchData([match], () => game, [ready[place]!], parts),
          true,
        ).then(({ digest, br }) => ({
          match_id: match.id,
          single_match_id: game,
          digest,
          br,
        })),
      ),
    );
    for (const batch of chunks(rows, rowsPerInsert(4))) {
      await db.insertInto("match_answers").values(batch).execute();
    }
  }
}

/** Every match's, built whole. */
export async function writeAllMatchAnswers(db: Kysely<Database>): Promise<void> {
  const matches = await db.selectFrom("matches").select("id").execute();
  await writeMatchAnswers(
    db,
    matches.map((match) => match.id),
  );
}

/** What a match answer shows of each kind a run may define: a team's name and region, the others' names. */
const SHOWN = {
  season: "seasons",
  event: "events",
  team: "teams",
  player: "players",
  weapon: "weapons",
} as const;
type ShownKind = keyof typeof SHOWN;
const shownOf = (row: { name: string; region?: string }): string => `${row.name}\n${row.region ?? ""}`;

/** The ids of a kind the run defines whose stored name (or region) it changes; new ones show in no match yet. */
async function changed(db: Kysely<Database>, index: RunIndex, kind: ShownKind): Promise<number[]> {
  const defined = new Map(index.values(kind).map((value) => [value.id, shownOf(value)]));
  const ids: number[] = [];
  for (const part of chunks([...defined.keys()])) {
    const stored = await db.selectFrom(SHOWN[kind]).selectAll().where("id", "in", part).execute();
    for (const row of stored as { id: number; name: string; region?: string }[]) {
      if (shownOf(row) !== defined.get(row.id)) ids.push(row.id);
    }
  }
  return ids;
}

/** The stored matches where each kind's ids show. */
const MATCHES_OF: Record<ShownKind, (db: Kysely<Database>, ids: number[]) => Promise<{ id: number }[]>> = {
  season: (db, ids) => db.selectFrom("matches").select("id").where("season_id", "in", ids).execute(),
  event: (db, ids) => db.selectFrom("matches").select("id").where("event_id", "in", ids).execute(),
  team: (db, ids) =>
    db.selectFrom("team_results").select("match_id as id").distinct().where("team_id", "in", ids).execute(),
  player: (db, ids) =>
    db
      .selectFrom("player_results")
      .select("match_id as id")
      .distinct()
      .where("player_id", "in", ids)
      .execute(),
  // Weapon results have no index by weapon (migration 007): one pass over them, for a run that renames one.
  weapon: (db, ids) =>
    db
      .selectFrom("weapon_results")
      .select("match_id as id")
      .distinct()
      .where("weapon_id", "in", ids)
      .execute(),
};

/**
 * The stored matches whose answers show a name the run changes. Read before the run writes its references,
 * while the old names are there to compare with.
 */
export async function matchesShowingChanges(db: Kysely<Database>, index: RunIndex): Promise<number[]> {
  const matches = new Set<number>();
  for (const kind of Object.keys(SHOWN) as ShownKind[]) {
    for (const part of chunks(await changed(db, index, kind))) {
      for (const row of await MATCHES_OF[kind](db, part)) matches.add(row.id);
    }
  }
  return [...matches];
}

/** A match's answer over all its games (slot 1 -1) or one game, by primary key. */
export const matchAnswerQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("match_answers")
    .select(["digest", "br"])
    .where("match_id", "=", slot<number>(0))
    .where("single_match_id", "=", slot<number>(1));

/**
 * match_data's answer for one match, over all its games or one game (read-models/match-answers/match-answers.ts); undefined for
 * an id that is no match, or a game that is not the match's.
 */
export async function readMatchAnswer(
  db: Kysely<Database>,
  matchId: number,
  game: number,
): Promise<ReadyAnswer<CallResponse<"match_data">> | undefined> {
  const [row] = await runCompiled(db, "match answer", () => matchAnswerQuery(db), [matchId, game]);
  return row && new ReadyAnswer(row.digest, row.br);
}
