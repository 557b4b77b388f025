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

export async function loadTableNames(db: Kysely<Database>, facts: MatchFacts): Promise<TableNames> {
  const [teams, players, weapons] = await Promise.all([
    byId(
      db,
      "teams",
      facts.teams.map((row) => row.team_id),
    ),
    byId(
      db,
      "players",
      facts.players.map((row) => row.player_id),
    ),
    byId(
      db,
      "weapons",
      facts.weapons.map((row) => row.weapon_id),
    ),
  ]);
  return { teams, players, weapons };
}

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
    const team = names.teams.get(teamId);
    return {
      match_rank: standing.rank,
      placement: standing.placement,
      team_id: teamId,
      team_name: team?.name ?? "",
      region: team?.region ?? "",
      teammate_list: sortedDistinct((playersByTeam.get(teamId) ?? []).map((row) => row.teamplayer_id)),
      match_ids: sortedDistinct(rows.map((row) => row.match_id)),
      games_w_l: standing.games_w_l,
      ...stats,
      // A battle-royale team has no rounds: its W-L is missing, not "0-0".
      w_l: standing.w_l,
      revival: stats.revive_teammate_times,
      rescue_members: stats.rescue_times,
      weapon: topWeapons(weaponsByTeam.get(teamId) ?? [], names.weapons, rows.length, average),
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
        player_name: names.players.get(first.player_id)?.name ?? "",
        team_id: first.team_id,
        team_name: names.teams.get(first.team_id)?.name ?? "",
        team_rank: rankOf.get(first.team_id) ?? null,
        ...stats,
        // Games are won by teams, as rounds are (a player's W-L is missing too).
        games_w_l: null,
        revival: stats.revive_teammate_times,
        rescue_members: stats.rescue_times,
        weapon: topWeapons(weaponsByPlayer.get(teamPlayerId) ?? [], names.weapons, rows.length, average),
      };
    })
    .sort(byKills);

  return { teams, players };
}
