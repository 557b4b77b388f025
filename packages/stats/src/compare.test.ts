import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { visibleColumns } from "./columns/select.ts";
import { COMPARE } from "./columns/stat-tables.ts";
import { compareLines, weaponLines, wholePercents } from "./compare.ts";

describe("the compare dialog's lines", () => {
  const teamA = { survival_score: 30, total_score: 45, booyah: 1, revival: 2, rescue_members: 0, w_l: "3-1" };
  const teamB = {
    survival_score: 10,
    total_score: 45,
    booyah: null,
    revival: 6,
    rescue_members: 0,
    w_l: "1-1",
  };

  it("shows battle royale rows by the mode's fields, each side's share of the sum", () => {
    const lines = compareLines(visibleColumns(COMPARE, { mode: 1 }), teamA, teamB);
    expect(lines.map((line) => [line.label, line.a, line.b, line.percent.a, line.percent.b])).toEqual([
      ["Survival Score", "30", "10", 75, 25],
      ["Total Score", "45", "45", 50, 50],
      ["Booyah", "1", "-", 100, 0],
      ["Revival", "2", "6", 25, 75],
      ["Rescue Members", "0", "0", 50, 50],
    ]);
  });

  it("compares clash-squad Games won-lost like W-L, by games won, then lost", () => {
    const lines = compareLines(
      visibleColumns(COMPARE, { mode: 27, span: "several" }),
      { games_w_l: "2-1", rescue_members: 1 },
      { games_w_l: "1-2", rescue_members: 1 },
    );
    expect(lines.map((line) => [line.label, line.a, line.b, line.percent.a])).toEqual([
      ["Rescue Members", "1", "1", 50],
      ["Games", "2-1", "1-2", 67],
    ]);
    const equalWins = compareLines(
      visibleColumns(COMPARE, { mode: 15, span: "several" }),
      { games_w_l: "1-0" },
      { games_w_l: "1-2" },
    );
    expect(equalWins.find((line) => line.key === "games_w_l")!.percent.a).toBeGreaterThan(50);
  });

  it("compares clash squad W-L by wins, then losses, with death and K/D", () => {
    const lines = compareLines(
      visibleColumns(COMPARE, { mode: 15, span: "one" }),
      { w_l: "2-1", death: 3, kd: 1.5, rescue_members: 1 },
      { w_l: "2-3", death: 9, kd: 0.5, rescue_members: 3 },
    );
    expect(lines.map((line) => [line.key, line.percent.a])).toEqual([
      ["rescue_members", 25],
      ["w_l", 75],
      ["death", 25],
      ["kd", 75],
    ]);
  });

  it("rounds to whole percents that still sum to 100", () => {
    expect(wholePercents({ a: 100 / 3, b: 200 / 3 })).toEqual({ a: 33, b: 67 });
    expect(wholePercents({ a: 50.5, b: 49.5 })).toEqual({ a: 51, b: 49 });
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const [line] = compareLines(
          visibleColumns(COMPARE, { mode: 27 }),
          { rescue_members: a },
          { rescue_members: b },
        );
        expect(line!.percent.a + line!.percent.b).toBe(100);
      }),
    );
  });

  it("has a weapon line for each of either side's top three weapons, with both sides' kills, most first", () => {
    const a = [
      { weapon_id: 1, weapon: "AK", kills: 6 },
      { weapon_id: 2, weapon: "UMP", kills: 2 },
      { weapon_id: 4, weapon: "MP5", kills: 1 },
      { weapon_id: 5, weapon: "SCAR", kills: 1 },
    ];
    const b = [
      { weapon_id: 3, weapon: "M1887", kills: 9 },
      { weapon_id: 2, weapon: "UMP", kills: 6 },
      { weapon_id: 5, weapon: "SCAR", kills: 2 },
      { weapon_id: 1, weapon: "AK", kills: 1 },
    ];
    const lines = weaponLines(a, b);
    expect(lines.map((line) => [line.label, line.a, line.b, line.percent.a])).toEqual([
      ["M1887", "0", "9", 0],
      ["UMP", "2", "6", 25],
      ["AK", "6", "1", 86],
      ["SCAR", "1", "2", 33],
      ["MP5", "1", "0", 100],
    ]);
    expect(weaponLines([], [])).toEqual([]);
  });
});
