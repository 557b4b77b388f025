/**
 * The StatBlock of a subject from its counter sums: the one place totals and averages are shaped, for
 * match tables, player rows and data_info alike. Rates always come from the sums, so the Total and the
 * Average of a subject show the same rates.
 */
import type { StatBlock } from "@match-stats/contract";
import {
  averageOfCounter,
  type CounterSums,
  headshotAccuracyRate,
  headshotKillRate,
  hitRate,
  kd,
  killDistanceAvg,
  PLAYER_COUNTER_KEYS,
  type PlayerCounterKey,
  TEAM_COUNTER_KEYS,
  type TeamCounterKey,
  winLoss,
} from "@match-stats/stats";

type StatKey = PlayerCounterKey | TeamCounterKey;
const STAT_KEYS: readonly StatKey[] = [...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS];

/** The block's fields made from the sums whatever its view: rates, the average kill distance, K/D, W-L. */
const RATES: readonly (readonly [string, (sums: CounterSums) => number | string | null])[] = [
  ["headshot_kill_rate", headshotKillRate],
  ["headshot_accuracy_rate", headshotAccuracyRate],
  ["hit_rate", hitRate],
  ["kill_distance_avg", killDistanceAvg],
  ["kd", kd],
  ["w_l", winLoss],
];
const RATE_OF = new Map(RATES);
const COUNTER_KEYS = new Set<string>(STAT_KEYS);

/**
 * A block's fields in one object, written in the contract's order (games, counters, rates, oil_kill). Built
 * field by field rather than from spread partial objects: several are made per answer row, and the spreads
 * and entry arrays were most of their cost (docs/performance.md, "Computed answers").
 */
function block(
  sums: CounterSums,
  games: number,
  counter: (key: StatKey, value: number | null) => number | null,
): StatBlock {
  const out: Record<string, number | string | null> = { games };
  for (const key of STAT_KEYS) out[key] = counter(key, sums[key] ?? null);
  for (const [key, rate] of RATES) out[key] = rate(sums);
  // Oil kills are not recorded by the game: always null (docs/spec.md section 3).
  out.oil_kill = null;
  return out as unknown as StatBlock;
}

/** Totals over `games` games; a counter the sums do not carry (a player's team counters) is null. */
export const statBlock = (sums: CounterSums, games: number): StatBlock =>
  block(sums, games, (_key, value) => value);

/**
 * Averages over `games` games, dividing by `divisor` (the games, or a season's player-games); the longest
 * kill stays the longest (formulas `averageOfCounter`).
 */
export const averagedStatBlock = (sums: CounterSums, games: number, divisor = games): StatBlock =>
  block(sums, games, (key, value) => averageOfCounter(key, value, divisor));

/**
 * One field of `averagedStatBlock(sums, games, divisor)`, made alone: what a chart of a single statistic
 * needs, without the forty others (the form call's matches).
 */
export function averagedStatValue(sums: CounterSums, key: string, divisor: number): number | string | null {
  const rate = RATE_OF.get(key);
  if (rate) return rate(sums);
  return COUNTER_KEYS.has(key) ? averageOfCounter(key, sums[key as StatKey] ?? null, divisor) : null;
}

export const blockOf = (average: boolean): typeof statBlock => (average ? averagedStatBlock : statBlock);
