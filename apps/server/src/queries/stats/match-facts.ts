/**
 * The fact rows of a few matches (read through the match_id indexes) and the narrowing of them to some
 * games or some subjects: every match-level table is aggregated from these rows.
 */
import type { Kysely, Selectable } from "kysely";
import type {
  Database,
  MatchesTable,
  PlayerResultsTable,
  TeamResultsTable,
  WeaponResultsTable,
} from "../../db/schema.ts";

type FactTable = "team_results" | "player_results" | "weapon_results" | "skill_picks";

export type TeamFact = Selectable<TeamResultsTable>;
export type PlayerFact = Selectable<PlayerResultsTable>;
export type WeaponFact = Selectable<WeaponResultsTable>;

export interface MatchFacts {
  readonly teams: readonly TeamFact[];
  readonly players: readonly PlayerFact[];
  readonly weapons: readonly WeaponFact[];
  /** Every game of the matches loaded, oldest first: the last tie-break of a ranking needs the order. */
  readonly gamesInOrder: readonly number[];
}

/** What every fact row carries: its game, match and (for player facts) whose row it is. */
export interface FactKeys {
  readonly single_match_id: number;
  readonly match_id: number;
  readonly team_id: number;
  readonly teamplayer_id?: string;
}

export async function loadFacts<T extends FactTable>(
  db: Kysely<Database>,
  table: T,
  matchIds: readonly number[],
): Promise<Selectable<Database[T]>[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .selectFrom(table as FactTable)
    .selectAll()
    .where("match_id", "in", [...matchIds])
    .execute();
  return rows as Selectable<Database[T]>[];
}

export async function loadMatchFacts(db: Kysely<Database>, matchIds: readonly number[]): Promise<MatchFacts> {
  const [teams, players, weapons, games] = await Promise.all([
    loadFacts(db, "team_results", matchIds),
    loadFacts(db, "player_results", matchIds),
    loadFacts(db, "weapon_results", matchIds),
    matchIds.length === 0
      ? []
      : db
          .selectFrom("games")
          .select("id")
          .where("match_id", "in", [...matchIds])
          .orderBy("start_time")
          .orderBy("seq")
          .orderBy("id")
          .execute(),
  ]);
  return { teams, players, weapons, gamesInOrder: games.map((game) => game.id) };
}

export const narrowFacts = (facts: MatchFacts, keep: (row: FactKeys) => boolean): MatchFacts => ({
  ...facts,
  teams: facts.teams.filter(keep),
  players: facts.players.filter(keep),
  weapons: facts.weapons.filter(keep),
});

/** Keeps the listed games; an empty list keeps every game. */
export const inGames = (games: readonly number[]): ((row: FactKeys) => boolean) => {
  const kept = new Set(games);
  return (row) => kept.size === 0 || kept.has(row.single_match_id);
};

/** The matches found among `ids`, in the order asked, each once. */
export async function findMatches(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Selectable<MatchesTable>[]> {
  const rows = await db
    .selectFrom("matches")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
