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

/** A ratio as the two integers it is made of, in BigInt so no product rounds; the denominator is positive. */
interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** A weapon's pick rate as picks over player-games; 0 where it was not used. */
const pickFraction = (pick: Pick<WeaponPick, "pick_times" | "player_games"> | undefined): Fraction =>
  pick && pick.player_games > 0
    ? { numerator: BigInt(pick.pick_times), denominator: BigInt(pick.player_games) }
    : { numerator: 0n, denominator: 1n };

/** b - a over a common denominator. */
const difference = (a: Fraction, b: Fraction): Fraction => ({
  numerator: b.numerator * a.denominator - a.numerator * b.denominator,
  denominator: a.denominator * b.denominator,
});

/**
 * Negative when x is the larger, compared by cross-multiplying: equal ratios are equal whatever their
 * denominators (differences of two rounded rates are not: four rises of 4 / 1,920 are three different numbers).
 */
const largerFirst = (x: Fraction, y: Fraction): number => {
  const left = y.numerator * x.denominator;
  const right = x.numerator * y.denominator;
  return left > right ? 1 : left < right ? -1 : 0;
};

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
 * rise first (the largest fall last), equal changes by the lower weapon id. The change is one division of
 * integers, so equal changes are equal numbers.
 */
export function weaponMetaChange(
  from: readonly Pick<WeaponPick, "weapon_id" | "pick_times" | "player_games" | "pick_rate">[],
  to: readonly Pick<WeaponPick, "weapon_id" | "pick_times" | "player_games" | "pick_rate">[],
): WeaponChange[] {
  const byWeapon = (picks: typeof from) => new Map(picks.map((pick) => [pick.weapon_id, pick]));
  const before = byWeapon(from);
  const after = byWeapon(to);
  return [...new Set([...before.keys(), ...after.keys()])]
    .map((weapon_id) => {
      const [was, is] = [before.get(weapon_id), after.get(weapon_id)];
      const exact = difference(pickFraction(was), pickFraction(is));
      const row: WeaponChange = {
        weapon_id,
        from_pick_rate: was?.pick_rate ?? null,
        to_pick_rate: is?.pick_rate ?? null,
        change: Number(exact.numerator) / Number(exact.denominator),
      };
      return { row, exact };
    })
    .sort((a, b) => largerFirst(a.exact, b.exact) || a.row.weapon_id - b.row.weapon_id)
    .map(({ row }) => row);
}
