import { describe, expect, it } from "vitest";
import { weaponMetaChange, weaponPicks } from "../weapon-meta.ts";
import { visibleColumns } from "./select.ts";
import { WEAPON_STATS } from "./stat-tables.ts";
import { cellText } from "./to-csv.ts";
import {
  WEAPON_META_CHANGE,
  WEAPON_META_PICKS,
  weaponChangeRows,
  weaponPickRows,
} from "./weapon-meta-tables.ts";

const NAMES = new Map([
  [102, "AK"],
  [103, "SCAR"],
]);
const named = <R extends { weapon_id: number }>(row: R) => ({
  ...row,
  weapon_name: NAMES.get(row.weapon_id)!,
});

/** Event 10001's and 10003's AK and SCAR (1,920 player-games each), as weapon_meta answers them. */
const before = weaponPicks([
  { weapon_id: 102, pick_times: 516, kills: 228, player_games: 1920, scope_kills: 1729 },
  { weapon_id: 103, pick_times: 230, kills: 86, player_games: 1920, scope_kills: 1729 },
]).map(named);
const after = weaponPicks([
  { weapon_id: 102, pick_times: 361, kills: 150, player_games: 1920, scope_kills: 1800 },
  { weapon_id: 103, pick_times: 482, kills: 200, player_games: 1920, scope_kills: 1800 },
]).map(named);

const cells = (table: typeof WEAPON_META_PICKS, rows: readonly Record<string, unknown>[]) =>
  rows.map((row) => visibleColumns(table).map((c) => cellText(c, row)));

describe("the weapon-meta tables", () => {
  it("show a scope's weapons by pick rate, with the Weapon Stats table's columns", () => {
    expect(visibleColumns(WEAPON_META_PICKS).map((c) => c.label)).toEqual([
      "Weapon",
      "Pick Times",
      "Player-Games",
      "Pick Rate",
      "Kills",
      "Kill Rate",
    ]);
    const shared = WEAPON_STATS.total.columns.filter((c) =>
      WEAPON_META_PICKS.columns.some((own) => own.key === c.key),
    );
    expect(shared.map((c) => c.key)).toEqual([
      "weapon_id",
      "weapon",
      "pick_times",
      "kills",
      "kill_rate",
      "pick_rate",
    ]);
    expect(cells(WEAPON_META_PICKS, weaponPickRows({ weapons: before }))).toEqual([
      ["AK", "516", "1920", "26.88%", "228", "13.19%"],
      ["SCAR", "230", "1920", "11.98%", "86", "4.97%"],
    ]);
  });

  it("show each weapon's rate in both events and the change, largest rise first", () => {
    const change = { weapons: weaponMetaChange(before, after).map(named) };
    expect(cells(WEAPON_META_CHANGE, weaponChangeRows({ change }))).toEqual([
      // 252 / 1,920 = 13.125% exactly, rounded half away from zero (not 11.98% less 25.1% as shown).
      ["SCAR", "11.98%", "25.1%", "13.13%"],
      ["AK", "26.88%", "18.8%", "-8.07%"],
    ]);
    expect(weaponChangeRows({ change }).map((row) => row.weapon_id)).toEqual([103, 102]);
  });

  it("have no change rows for an answer without a change", () => {
    expect(weaponChangeRows({ change: null })).toEqual([]);
  });
});
