/** The placement spread answer as bars, a place each, and what the text summary says of it. */
import type { PlacementSpread } from "@match-stats/contract";
import type { Bar } from "../BarChart.tsx";

export interface SpreadSummary {
  readonly games: number;
  readonly average: number;
  /** The best place the team reached, and in how many games. */
  readonly best: number;
  readonly bestCount: number;
  /** The place it finished in most often (the best of those, on a tie). */
  readonly usual: number;
}

export function spreadBars(spread: PlacementSpread): { bars: Bar[]; summary: SpreadSummary } {
  const bars = spread.counts.map((count) => ({
    id: String(count.placement),
    label: String(count.placement),
    value: count.count,
  }));
  const reached = spread.counts.filter((count) => count.count > 0);
  const best = reached[0];
  const usual = reached.reduce(
    (most, count) => (count.count > most.count ? count : most),
    best ?? { placement: 0, count: 0 },
  );
  return {
    bars,
    summary: {
      games: spread.games.length,
      average: spread.avg_placement ?? 0,
      best: best?.placement ?? 0,
      bestCount: best?.count ?? 0,
      usual: usual.placement,
    },
  };
}
