import { describe, expect, it } from "vitest";
import { meetings, type SideGame } from "./head-to-head.ts";

const game = (
  single_match_id: number,
  match_id: number,
  mode: number,
  rank: number,
  total_score: number,
  booyah = 0,
): SideGame => ({
  single_match_id,
  match_id,
  mode,
  rank,
  total_score,
  booyah,
});

describe("meetings", () => {
  it("counts only the games both played, placings and points in battle royale", () => {
    const a = [game(1, 10, 1, 2, 12), game(2, 10, 1, 5, 4), game(3, 10, 1, 1, 20, 1)];
    // b did not play game 3.
    const b = [game(1, 10, 1, 4, 7), game(2, 10, 1, 3, 9)];
    const met = meetings([10], a, b);
    expect(met.battle_royale).toEqual({ games: 2, a_above: 1, b_above: 1, a_points: 16, b_points: 16 });
    expect(met.matches).toEqual([
      { match_id: 10, mode: 1, games: 2, a_score: 16, b_score: 16, a_above: 1, b_above: 1 },
    ]);
  });

  it("counts clash-squad series by games won, a drawn series for neither", () => {
    const a = [
      game(1, 20, 15, 1, 0, 1),
      game(2, 20, 15, 2, 0, 0),
      game(3, 20, 15, 1, 0, 1),
      game(4, 21, 15, 1, 0, 1),
      game(5, 21, 15, 2, 0, 0),
    ];
    const b = [
      game(1, 20, 15, 2, 0, 0),
      game(2, 20, 15, 1, 0, 1),
      game(3, 20, 15, 2, 0, 0),
      game(4, 21, 15, 2, 0, 0),
      game(5, 21, 15, 1, 0, 1),
    ];
    const met = meetings([21, 20], a, b);
    expect(met.clash_squad).toEqual({ matches: 2, a_series: 1, b_series: 0, a_games: 3, b_games: 2 });
    expect(met.matches.map((m) => [m.match_id, m.a_score, m.b_score, m.a_above])).toEqual([
      [21, 1, 1, null],
      [20, 2, 1, null],
    ]);
  });

  it("finds nothing for teams that never shared a game", () => {
    const met = meetings([10, 11], [game(1, 10, 1, 1, 20)], [game(2, 11, 1, 1, 20)]);
    expect(met.matches).toEqual([]);
    expect(met.battle_royale.games).toBe(0);
    expect(met.clash_squad.matches).toBe(0);
  });
});
