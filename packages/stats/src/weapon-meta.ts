/**
 * Weapon meta (docs/statistics.md "Weapon meta"): each weapon's pick rate in a season or an event, and between
 * two events which weapons rose and fell. The rates are formulas.ts's, from the same sums the Weapon Stats
 * table of the scope reads (its roll-up rows): pick rate = the weapon's picks / the scope's player-games,
 * kill rate = its kills / the scope's kills with every weapon.
 */
import { killRate, pickRate } from "./formulas.ts";

/** A weapon's sums in a scope, beside the scope's own. */
export interface WeaponScopeSums {
  readonly weapon_id: number;
  /** Player-games in which the weapon was used. */
  readonly pick_times: number;
  readonly kills: number;
  /** The scope's player-games: what the pick rate divides by. */
  readonly player_games: number;
  /** The scope's kills with every weapon: what the kill rate divides by. */
  readonly scope_kills: number;
}

export interface WeaponPick {
  readonly weapon_id: number;
  readonly pick_times: number;
  readonly player_games: number;
  readonly pick_rate: number | null;
  readonly kills: number;
  readonly kill_rate: number | null;
}

/** A weapon's pick rate in two events; null in one where it was not used. */
export interface WeaponChange {
  readonly weapon_id: number;
  readonly from_pick_rate: number | null;
  readonly to_pick_rate: number | null;
  /** The to event's rate less the from event's, a weapon not used counting 0: 0.05 is 5 points up. */
  readonly change: number;
}

/** Highest first, a missing value last; then the lower weapon id. */
const highestFirst =
  <T extends { readonly weapon_id: number }>(value: (row: T) => number | null) =>
  (a: T, b: T): number =>
    (value(b) ?? Number.NEGATIVE_INFINITY) - (value(a) ?? Number.NEGATIVE_INFINITY) ||
    a.weapon_id - b.weapon_id;

/** Each weapon's pick and kill rates in its scope, by pick rate, highest first. */
export const weaponPicks = (rows: readonly WeaponScopeSums[]): WeaponPick[] =>
  rows
    .map((row) => ({
      weapon_id: row.weapon_id,
      pick_times: row.pick_times,
      player_games: row.player_games,
      pick_rate: pickRate(row.pick_times, row.player_games),
      kills: row.kills,
      kill_rate: killRate(row.kills, row.scope_kills),
    }))
    .sort(highestFirst((row) => row.pick_rate));

/**
 * Every weapon used in either event with its pick rate in each and the change from one to the other, largest
 * rise first (the largest fall last).
 */
export function weaponMetaChange(
  from: readonly Pick<WeaponPick, "weapon_id" | "pick_rate">[],
  to: readonly Pick<WeaponPick, "weapon_id" | "pick_rate">[],
): WeaponChange[] {
  const rateIn = (picks: typeof from) => new Map(picks.map((pick) => [pick.weapon_id, pick.pick_rate]));
  const before = rateIn(from);
  const after = rateIn(to);
  return [...new Set([...before.keys(), ...after.keys()])]
    .map((weapon_id) => {
      const from_pick_rate = before.get(weapon_id) ?? null;
      const to_pick_rate = after.get(weapon_id) ?? null;
      return { weapon_id, from_pick_rate, to_pick_rate, change: (to_pick_rate ?? 0) - (from_pick_rate ?? 0) };
    })
    .sort(highestFirst((row) => row.change));
}
