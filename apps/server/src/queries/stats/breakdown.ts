/**
 * The selection of the weapon and skill calls: some games of some matches, optionally only one team's or
 * one team-player's rows, and the figures their rates and averages are relative to.
 */
import { type FactKeys, inGames, type PlayerFact } from "./match-facts.ts";
import type { WeaponScope } from "./weapon-stats.ts";

export interface Breakdown {
  readonly single_match_id: readonly number[];
  readonly team_id?: number | undefined;
  readonly teamplayer_id?: string | undefined;
}

export const inBreakdown = (breakdown: Breakdown): ((row: FactKeys) => boolean) => {
  const inSelectedGames = inGames(breakdown.single_match_id);
  const { team_id, teamplayer_id } = breakdown;
  return (row) =>
    inSelectedGames(row) &&
    (team_id === undefined || row.team_id === team_id) &&
    (teamplayer_id === undefined || row.teamplayer_id === teamplayer_id);
};

/**
 * From the selected player rows: their kills, their player-games (what pick rates divide by) and the
 * games they played in (what averages divide by: the games of the matches, of the team, or of the
 * team-player, so a team's average is per game the team played, as in the match tables).
 */
export const breakdownScope = (players: readonly PlayerFact[]): WeaponScope => ({
  kills: players.reduce((sum, row) => sum + row.kills, 0),
  appearances: players.length,
  games: new Set(players.map((row) => row.single_match_id)).size,
});
