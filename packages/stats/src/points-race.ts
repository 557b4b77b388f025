/**
 * The points race (docs/statistics.md "Points race"): each team's score in every game of a match, a basket
 * of matches or an event, oldest game first, and its running total after each. Battle royale scores a game
 * by its points (total_score); clash squad and bomb squad by games won (1 for the game's winner, the team
 * with its booyah, as `rankTeams` counts them).
 * The lines come in the order of the standings (`rankTeams`), and after each game the leaders are the teams
 * with the highest running total.
 */
import { isBattleRoyale } from "./modes.ts";
import { rankTeams, type TeamGame } from "./ranking.ts";

export interface RaceLine {
  readonly team_id: number;
  /** The team's score in each game, oldest first; null for a game it did not play. */
  readonly scores: readonly (number | null)[];
  /** Its running total after each game. */
  readonly running: readonly number[];
}

export interface PointsRace {
  readonly lines: readonly RaceLine[];
  /** After each game, the teams with the highest running total, by team id. */
  readonly leaders: readonly (readonly number[])[];
}

const scoreOf = (row: TeamGame): number =>
  isBattleRoyale(row.mode) ? row.total_score : row.booyah > 0 ? 1 : 0;

export function pointsRace(rows: readonly TeamGame[], gamesInOrder: readonly number[]): PointsRace {
  const byTeam = Map.groupBy(rows, (row) => row.team_id);
  const lines = rankTeams(rows, gamesInOrder).map(({ team_id }): RaceLine => {
    const byGame = new Map((byTeam.get(team_id) ?? []).map((row) => [row.single_match_id, scoreOf(row)]));
    const scores = gamesInOrder.map((game) => byGame.get(game) ?? null);
    let total = 0;
    const running = scores.map((score) => {
      total += score ?? 0;
      return total;
    });
    return { team_id, scores, running };
  });
  const leaders = gamesInOrder.map((_game, index) => {
    const best = Math.max(...lines.map((line) => line.running[index] ?? 0));
    return lines
      .filter((line) => line.running[index] === best)
      .map((line) => line.team_id)
      .sort((a, b) => a - b);
  });
  return { lines, leaders };
}
