/**
 * Placement spread (docs/statistics.md "Placement spread"): where a team finished in each game of an event,
 * counted per placement for the histogram, and its average placement (1 is best).
 */
import { average } from "./formulas.ts";

/** A team's placement in one game, and how many teams played that game. */
export interface PlacedGame {
  readonly rank: number;
  readonly teams: number;
}

/** A type rather than an interface, so a table reads it as a row (columns/placement-tables.ts). */
export type PlacementCount = {
  readonly placement: number;
  /** Games the team finished in that place. */
  readonly count: number;
};

/**
 * How many games the team finished in each place, for every place from 1 to the most teams any of the games
 * had (so places no game reached count 0 and the histogram has no gaps), or to the worst placement if a game
 * ranked below its number of teams. Empty without games.
 */
export function placementCounts(games: readonly PlacedGame[]): PlacementCount[] {
  const last = Math.max(0, ...games.map((game) => Math.max(game.rank, game.teams)));
  const counts = Array.from({ length: last }, () => 0);
  for (const game of games) counts[game.rank - 1] = (counts[game.rank - 1] ?? 0) + 1;
  return counts.map((count, index) => ({ placement: index + 1, count }));
}

/** The placements summed over the games played, per game; null without games. */
export const averagePlacement = (games: readonly PlacedGame[]): number | null =>
  average(
    games.reduce((sum, game) => sum + game.rank, 0),
    games.length,
  );
