/**
 * The StatBlock of a subject from its counter sums: the one place totals and averages are shaped, for
 * match tables, player rows and data_info alike. Rates always come from the sums, so the Total and the
 * Average of a subject show the same rates.
 */
import type { StatBlock } from "@match-stats/contract";
import {
  averages,
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

/** Every counter of the block; one the sums do not carry (a player's team counters) is null. */
const counters = (sums: CounterSums): Record<StatKey, number | null> =>
  Object.fromEntries(STAT_KEYS.map((key) => [key, sums[key] ?? null])) as Record<StatKey, number | null>;

const rates = (sums: CounterSums) => ({
  headshot_kill_rate: headshotKillRate(sums),
  headshot_accuracy_rate: headshotAccuracyRate(sums),
  hit_rate: hitRate(sums),
  kill_distance_avg: killDistanceAvg(sums),
  kd: kd(sums),
  w_l: winLoss(sums),
});

/** Totals over `games` games. Oil kills are not recorded by the game: always null (docs/spec.md section 3). */
export const statBlock = (sums: CounterSums, games: number): StatBlock => ({
  games,
  ...counters(sums),
  ...rates(sums),
  oil_kill: null,
});

/**
 * Averages over `games` games, dividing by `divisor` (the games, or a season's player-games); the longest
 * kill stays the longest (formulas `averages`).
 */
export const averagedStatBlock = (sums: CounterSums, games: number, divisor = games): StatBlock => ({
  games,
  ...averages(counters(sums), divisor),
  ...rates(sums),
  oil_kill: null,
});

export const blockOf = (average: boolean): typeof statBlock => (average ? averagedStatBlock : statBlock);
