/**
 * The team and player tables of every match (over all its games) and of every game, as the match screen
 * shows them, kept ready at ingest: an uncached match_data then reads one row per match shown, instead of
 * every fact row of the match (hundreds of player and weapon rows) ranked and combined on each request.
 * Built by the same code as tables built on request (queries/stats/match-tables.ts), so they cannot differ.
 * Stored without names, which are added when read (a team renamed by a later run shows its new name), as
 * deflated JSON: a game's tables are tens of KB of JSON repeating the same keys in every row, which
 * deflate shrinks about tenfold, and inflating takes less than reading the facts again would.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { Kysely } from "kysely";
import { chunks, rowsPerInsert } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import {
  type FactKeys,
  loadMatchFacts,
  type MatchFacts,
  type PlayerFact,
  type TeamFact,
  type WeaponFact,
} from "../../queries/stats/match-facts.ts";
import {
  buildMatchTables,
  type MatchTables,
  NO_NAMES,
  teamScores,
} from "../../queries/stats/match-tables.ts";

/** A match's or a game's tables, and each team's score in the order of the team table. */
export interface ReadyTables extends MatchTables {
  readonly scores: number[];
}

/** The single_match_id of a match's tables over all its games. */
export const ALL_GAMES = -1;

/**
 * Level 4, not zlib's default 6: on 300 documents at random (49.5 KB of JSON each) 246 us an ingest where 6
 * took 452 (a quarter of the phase), for 6.0 KB stored where 6 stored 5.1, and inflated as fast.
 */
const DEFLATE = { level: 4 };

/** Matches whose facts are held in memory at once while their tables are built. */
const MATCHES_PER_BATCH = 100;

const noFacts = (facts: MatchFacts): MatchFacts => ({ ...facts, teams: [], players: [], weapons: [] });

/** The facts of each match, or of each game: one pass over the rows, not a filter per match or game. */
function groupFacts(facts: MatchFacts, keyOf: (row: FactKeys) => number): Map<number, MatchFacts> {
  const groups = new Map<number, { teams: TeamFact[]; players: PlayerFact[]; weapons: WeaponFact[] }>();
  const groupOf = (row: FactKeys) => {
    const key = keyOf(row);
    const group = groups.get(key) ?? { teams: [], players: [], weapons: [] };
    groups.set(key, group);
    return group;
  };
  for (const row of facts.teams) groupOf(row).teams.push(row);
  for (const row of facts.players) groupOf(row).players.push(row);
  for (const row of facts.weapons) groupOf(row).weapons.push(row);
  return new Map([...groups].map(([key, group]) => [key, { ...group, gamesInOrder: facts.gamesInOrder }]));
}

/** Replaces the ready tables of these matches with tables built from their facts as they are now. */
export async function writeMatchTables(db: Kysely<Database>, matchIds: readonly number[]): Promise<void> {
  for (const part of chunks(matchIds, MATCHES_PER_BATCH)) {
    await db.deleteFrom("match_tables").where("match_id", "in", part).execute();
    const [facts, games] = await Promise.all([
      loadMatchFacts(db, part),
      db.selectFrom("games").select(["id", "match_id"]).where("match_id", "in", part).execute(),
    ]);
    const byMatch = groupFacts(facts, (row) => row.match_id);
    const rows = part.flatMap((matchId) => {
      const own = byMatch.get(matchId) ?? noFacts(facts);
      const byGame = groupFacts(own, (row) => row.single_match_id);
      const shown = [ALL_GAMES, ...games.filter((game) => game.match_id === matchId).map((game) => game.id)];
      return shown.map((game) => {
        const facts = game === ALL_GAMES ? own : (byGame.get(game) ?? noFacts(own));
        const ready: ReadyTables = { ...buildMatchTables(facts, NO_NAMES, false), scores: teamScores(facts) };
        return {
          match_id: matchId,
          single_match_id: game,
          document: deflateRawSync(JSON.stringify(ready), DEFLATE),
        };
      });
    });
    for (const batch of chunks(rows, rowsPerInsert(3))) {
      await db.insertInto("match_tables").values(batch).execute();
    }
  }
}

export interface WantedTables {
  readonly matchId: number;
  /** A game of the match, or ALL_GAMES. */
  readonly game: number;
}

/**
 * The rows of the tables asked for, read by primary key. An OR of pairs, not `(a, b) IN (...)`: SQLite
 * reads the whole table for a row-value IN.
 */
export const matchTablesQuery = (db: Kysely<Database>, wanted: readonly WantedTables[]) =>
  db
    .selectFrom("match_tables")
    .select(["match_id", "single_match_id", "document"])
    .where((eb) =>
      eb.or(wanted.map((w) => eb.and([eb("match_id", "=", w.matchId), eb("single_match_id", "=", w.game)]))),
    );

/** The ready tables of each (match, game or ALL_GAMES) asked, in the order asked. */
export async function readMatchTables(
  db: Kysely<Database>,
  wanted: readonly WantedTables[],
): Promise<ReadyTables[]> {
  if (wanted.length === 0) return [];
  const rows = await matchTablesQuery(db, wanted).execute();
  const byKey = new Map(rows.map((row) => [`${row.match_id}:${row.single_match_id}`, row.document]));
  return wanted.map(({ matchId, game }) => {
    const document = byKey.get(`${matchId}:${game}`);
    // Every match and game gets its row when written.
    if (!document) throw new Error(`no ready tables for match ${matchId}, game ${game}`);
    return JSON.parse(inflateRawSync(document).toString()) as ReadyTables;
  });
}

/** Every match's: for a database that already holds matches when the table is created. */
export async function writeAllMatchTables(db: Kysely<Database>): Promise<void> {
  const matches = await db.selectFrom("matches").select("id").execute();
  await writeMatchTables(
    db,
    matches.map((match) => match.id),
  );
}
