/**
 * The compare dialog's lines (docs/spec.md sections 3 and 4): for each compare field, and for each weapon either
 * side used most, both sides' values as shown and each side's share of the two as whole percentages.
 */
import type { Column, CsvRow } from "./columns/column.ts";
import { cellText } from "./columns/to-csv.ts";
import { formatNumber } from "./formats.ts";
import { type Amount, compareShares, type Shares, winLossShares } from "./formulas.ts";

export interface CompareLine {
  readonly key: string;
  readonly label: string;
  /** Each side's value as the tables show it. */
  readonly a: string;
  readonly b: string;
  /** Each side's share in whole percent; the two always sum to 100. */
  readonly percent: Shares;
}

/** Whole percentages that still sum to 100 (rounding each side apart could give 99 or 101). */
export const wholePercents = (shares: Shares): Shares => {
  const a = Math.round(shares.a);
  return { a, b: 100 - a };
};

const amountOf = (value: unknown): Amount => (typeof value === "number" ? value : null);
const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

const sharesOf = (column: Column, a: CsvRow, b: CsvRow): Shares =>
  column.format === "win_loss"
    ? winLossShares(textOf(a[column.key]), textOf(b[column.key]))
    : compareShares(amountOf(a[column.key]), amountOf(b[column.key]));

/** A line per field of the two rows (the COMPARE columns the mode shows). */
export const compareLines = (columns: readonly Column[], a: CsvRow, b: CsvRow): CompareLine[] =>
  columns.map((column) => ({
    key: column.key,
    label: column.label,
    a: cellText(column, a),
    b: cellText(column, b),
    percent: wholePercents(sharesOf(column, a, b)),
  }));

/** A weapon a side used, with its kills. */
export interface WeaponKills {
  readonly weapon_id: number;
  readonly weapon: string;
  readonly kills: number | null;
}

/** How many weapons a match row lists, and the compare dialog shows of each side: the most kills. */
export const TOP_WEAPONS = 3;

/** Most kills first, then by weapon id, so lists of the same weapons line up. */
export const byKills = (
  x: Pick<WeaponKills, "weapon_id" | "kills">,
  y: Pick<WeaponKills, "weapon_id" | "kills">,
): number => (y.kills ?? 0) - (x.kills ?? 0) || x.weapon_id - y.weapon_id;

/**
 * A line per weapon among either side's top weapons by kills, comparing the two sides' kills with it (a
 * side that did not use it has none). Given every weapon of each side, a weapon in one side's top shows
 * the other side's kills with it too. Most kills of the two together first, then by weapon id.
 */
export const weaponLines = (a: readonly WeaponKills[], b: readonly WeaponKills[]): CompareLine[] => {
  const top = (side: readonly WeaponKills[]) => [...side].sort(byKills).slice(0, TOP_WEAPONS);
  const shown = [...new Map([...top(a), ...top(b)].map((w) => [w.weapon_id, w])).values()];
  const killsOf = (side: readonly WeaponKills[], id: number) =>
    side.find((w) => w.weapon_id === id)?.kills ?? 0;
  return shown
    .map((weapon) => ({ weapon, x: killsOf(a, weapon.weapon_id), y: killsOf(b, weapon.weapon_id) }))
    .sort((p, q) => q.x + q.y - (p.x + p.y) || p.weapon.weapon_id - q.weapon.weapon_id)
    .map(({ weapon, x, y }) => ({
      key: `weapon_${weapon.weapon_id}`,
      label: weapon.weapon,
      a: formatNumber(x),
      b: formatNumber(y),
      percent: wholePercents(compareShares(x, y)),
    }));
};
