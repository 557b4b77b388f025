/**
 * data_info's Total and Average blocks of one roll-up row (a scope's sums): made here for data_info and for
 * the form call's matches alike, so a chart shows the values the Data Info block shows.
 */
import type { DataInfoBlock } from "@match-stats/contract";
import {
  averageDivisor,
  type CounterSums,
  type OverallView,
  PLAYER_COUNTER_KEYS,
  type PlayerCounterKey,
  SCOPES,
  type Scope,
  TEAM_COUNTER_KEYS,
  type TeamCounterKey,
} from "@match-stats/stats";
import { pickCounters } from "./combine.ts";
import { averagedStatBlock, averagedStatValue, statBlock } from "./stat-block.ts";

/** A roll-up row's sums, and its sample: the games its subject played and its player-games. */
export type RollupSums = {
  readonly [K in PlayerCounterKey | TeamCounterKey | "games" | "appearances"]: number;
};

const TEAM_KEYS = [...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS];

/** A roll-up row's sample, with some or all of its sums. */
type RollupSample = Pick<RollupSums, "games" | "appearances"> & CounterSums;

/** What the row's averages divide by: the games its subject played, or a season's or event's player-games. */
export const rollupDivisor = (row: RollupSample, scope: Scope): number =>
  averageDivisor(scope, { games: row.games, player_games: row.appearances });

/**
 * The row's sums (`total`) or averages (`average`), with its sample. The sample is written into the block
 * rather than spread into a copy, which cost twice what making the block did (the block is built key by key,
 * an object V8 copies slowly).
 */
// Team counters (placement, booyah, rounds) belong to teams; other scopes' roll-ups hold zeros there.
const countersOf = (row: RollupSums, scope: Scope) =>
  pickCounters(row, SCOPES[scope].subject === "team" ? TEAM_KEYS : PLAYER_COUNTER_KEYS);

export function rollupBlock(row: RollupSums, scope: Scope, view: OverallView): DataInfoBlock {
  const sums = countersOf(row, scope);
  const block =
    view === "total"
      ? statBlock(sums, row.games)
      : averagedStatBlock(sums, row.games, rollupDivisor(row, scope));
  return Object.assign(block, { player_games: row.appearances });
}

const TEAM_ONLY = new Set<string>(TEAM_COUNTER_KEYS);

/**
 * One field of the row's Average block (`rollupBlock(row, scope, "average")[key]`), made alone from the row
 * itself, which needs only the field's inputs (`statInputs`): picking its counters into a copy first cost as
 * much again. A team counter of another subject is null, as in its block (no field made from the sums reads
 * one but W-L, which form does not offer).
 */
export const rollupAverage = (row: RollupSample, scope: Scope, key: string): number | string | null =>
  SCOPES[scope].subject !== "team" && TEAM_ONLY.has(key)
    ? null
    : averagedStatValue(row, key, rollupDivisor(row, scope));
