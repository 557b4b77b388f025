import { describe, expect, it } from "vitest";
import { pickRate } from "./formulas.ts";
import { type WeaponScopeSums, weaponMetaChange, weaponPicks } from "./weapon-meta.ts";

/** A weapon in a scope of 200 player-games and 100 kills. */
const sums = (row: Pick<WeaponScopeSums, "weapon_id" | "pick_times" | "kills">): WeaponScopeSums => ({
  player_games: 200,
  scope_kills: 100,
  ...row,
});

describe("weapon picks", () => {
  it("gives each weapon's pick rate over the scope's player-games and kill rate over its kills", () => {
    expect(weaponPicks([sums({ weapon_id: 7, pick_times: 50, kills: 20 })])).toEqual([
      { weapon_id: 7, pick_times: 50, player_games: 200, pick_rate: 0.25, kills: 20, kill_rate: 0.2 },
    ]);
  });

  it("orders by pick rate, highest first, then by the lower weapon id", () => {
    const picks = weaponPicks([
      sums({ weapon_id: 3, pick_times: 10, kills: 9 }),
      sums({ weapon_id: 9, pick_times: 60, kills: 1 }),
      sums({ weapon_id: 1, pick_times: 10, kills: 0 }),
    ]);
    expect(picks.map((pick) => pick.weapon_id)).toEqual([9, 1, 3]);
  });

  it("has no kill rate in a scope without kills", () => {
    const [pick] = weaponPicks([{ ...sums({ weapon_id: 2, pick_times: 4, kills: 0 }), scope_kills: 0 }]);
    expect(pick).toMatchObject({ pick_rate: pickRate(4, 200), kill_rate: null });
  });
});

describe("the weapon meta change between two events", () => {
  it("gives each weapon's rate in both and the later less the earlier, largest rise first", () => {
    const change = weaponMetaChange(
      [
        { weapon_id: 1, pick_rate: 0.5 },
        { weapon_id: 2, pick_rate: 0.25 },
      ],
      [
        { weapon_id: 1, pick_rate: 0.25 },
        { weapon_id: 2, pick_rate: 0.5 },
      ],
    );
    expect(change).toEqual([
      { weapon_id: 2, from_pick_rate: 0.25, to_pick_rate: 0.5, change: 0.25 },
      { weapon_id: 1, from_pick_rate: 0.5, to_pick_rate: 0.25, change: -0.25 },
    ]);
  });

  it("keeps a weapon used in one event only, its rate in the other null and counted as 0", () => {
    const change = weaponMetaChange([{ weapon_id: 4, pick_rate: 0.125 }], [{ weapon_id: 5, pick_rate: 0.5 }]);
    expect(change).toEqual([
      { weapon_id: 5, from_pick_rate: null, to_pick_rate: 0.5, change: 0.5 },
      { weapon_id: 4, from_pick_rate: 0.125, to_pick_rate: null, change: -0.125 },
    ]);
  });

  it("orders equal changes by the lower weapon id", () => {
    const same = [
      { weapon_id: 8, pick_rate: 0.5 },
      { weapon_id: 6, pick_rate: 0.5 },
    ];
    expect(weaponMetaChange(same, same).map((row) => [row.weapon_id, row.change])).toEqual([
      [6, 0],
      [8, 0],
    ]);
  });

  it("is empty when neither event used a weapon", () => {
    expect(weaponMetaChange([], [])).toEqual([]);
  });
});
