import { describe, expect, it } from "vitest";
import { averageBase, averageDivisor, SCOPE_NAMES } from "./scopes.ts";

describe("what averages divide by", () => {
  // Season 1001 of the demo: 5,825 kills in 145 games by 5,960 player-games.
  const season = { games: 145, player_games: 5960 };

  it("divides a season or event by its player-games: per player per game", () => {
    expect(averageBase("season")).toBe("player_game");
    expect(averageBase("event")).toBe("player_game");
    expect(5825 / averageDivisor("season", season)).toBeCloseTo(0.977, 3);
  });

  it("divides every scope with a subject by the games it played", () => {
    for (const scope of SCOPE_NAMES.filter((s) => s !== "season" && s !== "event")) {
      expect(averageBase(scope)).toBe("game");
      expect(averageDivisor(scope, { games: 120, player_games: 480 })).toBe(120);
    }
  });
});
