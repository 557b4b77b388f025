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

/**
 * A block's fields in one object, written in the contract's order (games, counters, rates, oil_kill). Built
 * field by field rather than from spread partial objects: several are made per answer row, and the spreads
 * and entry arrays were most of their cost (docs/performance.md, "Stat blocks").
 */
function block(
  sums: CounterSums,
  games: number,
  counter: (key: StatKey, value: number | null) => number | null,
): StatBlock {
  const out: Record<string, number | string | null> = { games };
  for (const key of STAT_KEYS) out[key] = counter(key, sums[key] ?? null);
  out.headshot_kill_rate = headshotKillRate(sums);
  out.headshot_accuracy_rate = headshotAccuracyRate(sums);
  out.hit_rate = hitRate(sums);
  out.kill_distance_avg = killDistanceAvg(sums);
  out.kd = kd(sums);
  out.w_l = winLoss(sums);
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

export const blockOf = (average: boolean): typeof statBlock => (average ? averagedStatBlock : statBlock);
