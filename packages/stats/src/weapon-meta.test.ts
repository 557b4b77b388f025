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

/** A weapon's picks in an event of `player_games` player-games. */
const picked = (weapon_id: number, pick_times: number, player_games = 8) => ({
  weapon_id,
  pick_times,
  player_games,
  pick_rate: pickRate(pick_times, player_games),
});

describe("the weapon meta change between two events", () => {
  it("gives each weapon's rate in both and the later less the earlier, largest rise first", () => {
    const change = weaponMetaChange([picked(1, 4), picked(2, 2)], [picked(1, 2), picked(2, 4)]);
    expect(change).toEqual([
      { weapon_id: 2, from_pick_rate: 0.25, to_pick_rate: 0.5, change: 0.25 },
      { weapon_id: 1, from_pick_rate: 0.5, to_pick_rate: 0.25, change: -0.25 },
    ]);
  });

  it("keeps a weapon used in one event only, its rate in the other null and counted as 0", () => {
    const change = weaponMetaChange([picked(4, 1)], [picked(5, 4)]);
    expect(change).toEqual([
      { weapon_id: 5, from_pick_rate: null, to_pick_rate: 0.5, change: 0.5 },
      { weapon_id: 4, from_pick_rate: 0.125, to_pick_rate: null, change: -0.125 },
    ]);
  });

  it("orders equal changes by the lower weapon id", () => {
    const same = [picked(8, 4), picked(6, 4)];
    expect(weaponMetaChange(same, same).map((row) => [row.weapon_id, row.change])).toEqual([
      [6, 0],
      [8, 0],
    ]);
  });

  it("compares changes exactly: equal rises of rates that subtract to different floats are equal, by weapon id", () => {
    // Event 10001 to 10002 of the demo (1,920 player-games each): four weapons rose by 4 picks, two fell by 102.
    const from = [picked(141, 2, 1920), picked(139, 1, 1920), picked(128, 23, 1920), picked(132, 41, 1920)];
    const to = [picked(141, 6, 1920), picked(139, 5, 1920), picked(128, 27, 1920), picked(132, 45, 1920)];
    const fell = [picked(107, 300, 1920), picked(110, 250, 1920)];
    const fallen = [picked(107, 198, 1920), picked(110, 148, 1920)];
    const change = weaponMetaChange([...from, ...fell], [...to, ...fallen]);
    expect(change.map((row) => row.weapon_id)).toEqual([128, 132, 139, 141, 107, 110]);
    expect(new Set(change.slice(0, 4).map((row) => row.change))).toEqual(new Set([4 / 1920]));
    expect(new Set(change.slice(4).map((row) => row.change))).toEqual(new Set([-102 / 1920]));
  });

  it("compares changes over different player-games exactly", () => {
    // 1/3 - 0 against 2/6 - 0, and 0.1 + 0.2 against 0.3 in whole picks.
    const change = weaponMetaChange(
      [picked(1, 1, 10), picked(2, 0, 10)],
      [picked(3, 1, 3), picked(4, 2, 6), picked(1, 4, 10), picked(2, 3, 10)],
    );
    expect(change.map((row) => row.weapon_id)).toEqual([3, 4, 1, 2]);
  });

  it("is empty when neither event used a weapon", () => {
    expect(weaponMetaChange([], [])).toEqual([]);
  });
});
