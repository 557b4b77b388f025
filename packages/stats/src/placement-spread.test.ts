import { describe, expect, it } from "vitest";
import { averagePlacement, placementCounts } from "./placement-spread.ts";

describe("the placement spread", () => {
  it("counts the games per placement, from 1 to the most teams a game had, gaps at 0", () => {
    const games = [
      { rank: 1, teams: 12 },
      { rank: 3, teams: 12 },
      { rank: 3, teams: 11 },
      { rank: 12, teams: 12 },
    ];
    const counts = placementCounts(games);
    expect(counts).toHaveLength(12);
    expect(counts.slice(0, 4)).toEqual([
      { placement: 1, count: 1 },
      { placement: 2, count: 0 },
      { placement: 3, count: 2 },
      { placement: 4, count: 0 },
    ]);
    expect(counts[11]).toEqual({ placement: 12, count: 1 });
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(games.length);
    expect(averagePlacement(games)).toBe(19 / 4);
  });

  it("keeps clash squad's two places: games won and lost", () => {
    const games = [
      { rank: 1, teams: 2 },
      { rank: 2, teams: 2 },
      { rank: 1, teams: 2 },
    ];
    expect(placementCounts(games)).toEqual([
      { placement: 1, count: 2 },
      { placement: 2, count: 1 },
    ]);
    expect(averagePlacement(games)).toBe(4 / 3);
  });

  it("reaches a placement below the number of teams rather than dropping the game", () => {
    expect(placementCounts([{ rank: 3, teams: 2 }])).toEqual([
      { placement: 1, count: 0 },
      { placement: 2, count: 0 },
      { placement: 3, count: 1 },
    ]);
  });

  it("is empty, with no average, without games", () => {
    expect(placementCounts([])).toEqual([]);
    expect(averagePlacement([])).toBeNull();
  });
});
