/** Weapon breakdowns: sums per weapon from fact or roll-up rows, and the rows the weapon tables show. */
import type { WeaponStat } from "@match-stats/contract";
import {
  averages,
  byKills,
  headshotAccuracyRate,
  headshotRate,
  hitRate,
  killRate,
  pickRate,
  TOP_WEAPONS,
  WEAPON_COUNTER_KEYS,
  type WeaponCounterKey,
} from "@match-stats/stats";
import type { Selectable } from "kysely";
import type { WeaponResultsTable, WeaponRollupsTable } from "../../db/schema.ts";
import { combineGames, pickCounters } from "./combine.ts";

export type WeaponSums = Record<WeaponCounterKey, number> & {
  readonly weapon_id: number;
  /** Player-games in which the weapon was used. */
  readonly pick_times: number;
};

/** What a weapon's rates are relative to: the subject whose weapons these are. */
export interface WeaponScope {
  /** The subject's kills with everything. */
  readonly kills: number | null;
  /** The subject's player-games. */
  readonly appearances: number | null;
  /** What averages divide by: the games, or a season's or event's player-games (scopes `averageDivisor`). */
  readonly games: number | null;
}

/** One record per weapon from per-game fact rows (each row is one player's pick of it in one game). */
export const weaponSums = (rows: readonly Selectable<WeaponResultsTable>[]): WeaponSums[] =>
  [...Map.groupBy(rows, (row) => row.weapon_id)]
    .map(([weapon_id, picks]) => ({
      weapon_id,
      pick_times: picks.length,
      ...combineGames(picks, WEAPON_COUNTER_KEYS),
    }))
    .sort(byKills);

/** From roll-up rows, which already hold the sums. */
export const rollupWeaponSums = (rows: readonly Selectable<WeaponRollupsTable>[]): WeaponSums[] =>
  rows
    .map((row) => ({
      weapon_id: row.weapon_id,
      pick_times: row.pick_times,
      ...pickCounters(row, WEAPON_COUNTER_KEYS),
    }))
    .sort(byKills);

/**
 * The weapon table's rows, sorted by kills. In the average list the counters are per game of the scope;
 * pick_times stays a count and the rates are the same as in the total list (they come from the sums).
 */
export const weaponStats = (
  sums: readonly WeaponSums[],
  names: ReadonlyMap<number, { readonly name: string }>,
  scope: WeaponScope,
  average: boolean,
): WeaponStat[] =>
  sums.map((weapon) => {
    const counters = pickCounters(weapon, WEAPON_COUNTER_KEYS);
    const name = names.get(weapon.weapon_id)?.name ?? "";
    return {
      weapon_id: weapon.weapon_id,
      weapon: name,
      name,
      pick_times: weapon.pick_times,
      ...(average ? averages(counters, scope.games) : counters),
      hit_rate: hitRate(weapon),
      headshot_rate: headshotRate(weapon),
      kill_rate: killRate(weapon.kills, scope.kills),
      pick_rate: pickRate(weapon.pick_times, scope.appearances),
      headshot_accuracy_rate: headshotAccuracyRate(weapon),
    };
  });

/** The few weapons a match table row lists: most kills first, kills and damage per game when averaged. */
export const topWeapons = (
  rows: readonly Selectable<WeaponResultsTable>[],
  games: number,
  average: boolean,
) =>
  weaponSums(rows)
    .slice(0, TOP_WEAPONS)
    .map((weapon) => {
      const brief = { kills: weapon.kills, damage: weapon.damage };
      return {
        weapon_id: weapon.weapon_id,
        // Named with the rest of the table (match-tables.ts withNames).
        weapon: "",
        ...(average ? averages(brief, games) : brief),
      };
    });
