/**
 * The team and player tables of the match screens, from fact rows: one row per team and per team-player
 * over whatever games the rows cover (one game, one match, or several matches), as totals or as averages
 * per game played. match_data, player_list and player_data all build their rows here.
 */
import type { MatchPlayerRow, MatchTeamRow } from "@match-stats/contract";
import { PLAYER_COUNTER_KEYS, rankTeams, TEAM_COUNTER_KEYS } from "@match-stats/stats";
import type { Kysely, Selectable } from "kysely";
import type { Database, PlayersTable, TeamsTable } from "../../db/schema.ts";
import { combineGames } from "./combine.ts";
import type { MatchFacts } from "./match-facts.ts";
import { byId } from "./names.ts";
import { blockOf } from "./stat-block.ts";
import { topWeapons } from "./weapon-stats.ts";

export interface MatchTables {
  teams: MatchTeamRow[];
  players: MatchPlayerRow[];
}

export interface TableNames {
  readonly teams: ReadonlyMap<number, Selectable<TeamsTable>>;
  readonly players: ReadonlyMap<number, Selectable<PlayersTable>>;
  readonly weapons: ReadonlyMap<number, { readonly name: string }>;
}

const TEAM_KEYS = [...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS];

/** What a table names: its teams (of team rows and of player rows), players and weapons. */
export interface NamedIds {
  readonly teams: Iterable<number>;
  readonly players: Iterable<number>;
  readonly weapons: Iterable<number>;
}

export const idsOfFacts = (facts: MatchFacts): NamedIds => ({
  teams: facts.teams.map((row) => row.team_id),
  players: facts.players.map((row) => row.player_id),
  weapons: facts.weapons.map((row) => row.weapon_id),
});

export const idsOfTables = (tables: readonly MatchTables[]): NamedIds => {
  const rows = tables.flatMap((table) => [...table.teams, ...table.players]);
  return {
    teams: rows.map((row) => row.team_id),
    players: tables.flatMap((table) => table.players.map((row) => row.player_id)),
    weapons: rows.flatMap((row) => row.weapon.map((weapon) => weapon.weapon_id)),
  };
};

export async function loadTableNames(db: Kysely<Database>, ids: NamedIds): Promise<TableNames> {
  const [teams, players, weapons] = await Promise.all([
    byId(db, "teams", ids.teams),
    byId(db, "players", ids.players),
    byId(db, "weapons", ids.weapons),
  ]);
  return { teams, players, weapons };
}

/** No names: the tables kept ready at ingest are stored without them (read-models/match-tables/match-tables-ready.ts). */
export const NO_NAMES: TableNames = { teams: new Map(), players: new Map(), weapons: new Map() };

type Weapons = MatchTeamRow["weapon"];
const weaponNames = (weapons: Weapons, names: TableNames): Weapons =>
  weapons.map((weapon) => ({ ...weapon, weapon: names.weapons.get(weapon.weapon_id)?.name ?? "" }));

/**
 * The tables with the names, regions and weapon names of now: the one place a match table is named, so a
 * table kept ready at ingest shows a team renamed since as a table built now does.
 */
export const withNames = (tables: MatchTables, names: TableNames): MatchTables => ({
  teams: tables.teams.map((row) => {
    const team = names.teams.get(row.team_id);
    return {
      ...row,
      team_name: team?.name ?? "",
      region: team?.region ?? "",
      weapon: weaponNames(row.weapon, names),
    };
  }),
  players: tables.players.map((row) => ({
    ...row,
    player_name: names.players.get(row.player_id)?.name ?? "",
    team_name: names.teams.get(row.team_id)?.name ?? "",
    weapon: weaponNames(row.weapon, names),
  })),
});

const byKills = (a: MatchPlayerRow, b: MatchPlayerRow) =>
  (b.kills ?? 0) - (a.kills ?? 0) ||
  (b.damage ?? 0) - (a.damage ?? 0) ||
  a.teamplayer_id.localeCompare(b.teamplayer_id);

const sortedDistinct = <T extends string | number>(values: Iterable<T>): T[] =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Teams in rank order (packages/stats ranking.ts; match_rank is the place in this table), players by
 * kills. With `average`, the counters are per game the team or player played; ranks still come from the
 * games' results, so a team holds the same rank in the Total and the Average table.
 */
export function buildMatchTables(facts: MatchFacts, names: TableNames, average: boolean): MatchTables {
  const block = blockOf(average);
  const weaponsByTeam = Map.groupBy(facts.weapons, (row) => row.team_id);
  const weaponsByPlayer = Map.groupBy(facts.weapons, (row) => row.teamplayer_id);
  const playersByTeam = Map.groupBy(facts.players, (row) => row.team_id);
  const rowsByTeam = Map.groupBy(facts.teams, (row) => row.team_id);

  const standings = rankTeams(facts.teams, facts.gamesInOrder);
  const teams = standings.map((standing): MatchTeamRow => {
    const teamId = standing.team_id;
    const rows = rowsByTeam.get(teamId) ?? [];
    const stats = block(combineGames(rows, TEAM_KEYS), rows.length);
    return {
      match_rank: standing.rank,
      placement: standing.placement,
      team_id: teamId,
      // Names are filled by withNames, below: the key stays here so that the row keeps its field order.
      team_name: "",
      region: "",
      teammate_list: sortedDistinct((playersByTeam.get(teamId) ?? []).map((row) => row.teamplayer_id)),
      match_ids: sortedDistinct(rows.map((row) => row.match_id)),
      games_w_l: standing.games_w_l,
      ...stats,
      // A battle-royale team has no rounds: its W-L is missing, not "0-0".
      w_l: standing.w_l,
      revival: stats.revive_teammate_times,
      rescue_members: stats.rescue_times,
      weapon: topWeapons(weaponsByTeam.get(teamId) ?? [], rows.length, average),
    };
  });
  const rankOf = new Map(standings.map((standing) => [standing.team_id, standing.rank]));

  const players = [...Map.groupBy(facts.players, (row) => row.teamplayer_id)]
    .map(([teamPlayerId, rows]): MatchPlayerRow => {
      const first = rows[0]!;
      const stats = block(combineGames(rows, PLAYER_COUNTER_KEYS), rows.length);
      return {
        player_id: first.player_id,
        teamplayer_id: teamPlayerId,
        player_name: "",
        team_id: first.team_id,
        team_name: "",
        team_rank: rankOf.get(first.team_id) ?? null,
        ...stats,
        // Games are won by teams, as rounds are (a player's W-L is missing too).
        games_w_l: null,
        revival: stats.revive_teammate_times,
        rescue_members: stats.rescue_times,
        weapon: topWeapons(weaponsByPlayer.get(teamPlayerId) ?? [], rows.length, average),
      };
    })
    .sort(byKills);

  return withNames({ teams, players }, names);
}

/** Each team's score (total score, or clash-squad games won), in the order of the team table. */
export const teamScores = (facts: MatchFacts): number[] =>
  rankTeams(facts.teams, facts.gamesInOrder).map((standing) => standing.score);
