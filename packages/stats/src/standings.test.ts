import { describe, expect, it } from "vitest";
import { eventStandings, standingRow } from "./standings.ts";
import { teamGame as game } from "./team-game.fixture.ts";

const BR = 1;
const CS = 15;

describe("an event's standings", () => {
  it("ranks by rankTeams and sums each team's record, with its points per game", () => {
    const rows = [
      game({
        single_match_id: 1,
        team_id: 5,
        rank: 1,
        booyah: 1,
        survival_score: 12,
        total_score: 15,
        kills: 3,
      }),
      game({ single_match_id: 1, team_id: 6, rank: 2, survival_score: 9, total_score: 17, kills: 8 }),
      game({ single_match_id: 2, team_id: 5, rank: 3, survival_score: 6, total_score: 8, kills: 2 }),
    ];
    const [first, second] = eventStandings(rows, [1, 2]);
    expect(first).toMatchObject({
      team_id: 5,
      rank: 1,
      games: 2,
      booyah: 1,
      total_score: 23,
      placement_sum: 4,
    });
    expect(first?.game_points).toEqual([15, 8]);
    expect(second).toMatchObject({ team_id: 6, rank: 2, games: 1 });
    expect(second?.game_points).toEqual([17, null]);
    expect(standingRow(BR, first!)).toMatchObject({
      placement_points: 18,
      kills: 5,
      kill_points: 5,
      total_score: 23,
      avg_placement: 2,
      matches_w_d_l: null,
      round_diff: null,
    });
  });

  it("leaves out the per-game points of an event of more than 12 games", () => {
    const rows = Array.from({ length: 13 }, (_, i) => game({ single_match_id: i + 1, team_id: 1 }));
    expect(
      eventStandings(
        rows,
        rows.map((row) => row.single_match_id),
      )[0]?.game_points,
    ).toEqual([]);
  });

  it("counts a clash-squad series won by the team that won more of its games, ranked by series", () => {
    const cs = (single_match_id: number, match_id: number, team_id: number, won: boolean) =>
      game({
        single_match_id,
        match_id,
        team_id,
        mode: CS,
        rank: won ? 1 : 2,
        booyah: won ? 1 : 0,
        rounds_won: won ? 4 : 2,
        rounds_lost: won ? 2 : 4,
      });
    const rows = [
      // Match 1: team 1 wins 2-1. Match 2: team 1 loses 0-2 to team 3.
      cs(1, 1, 1, true),
      cs(1, 1, 2, false),
      cs(2, 1, 1, false),
      cs(2, 1, 2, true),
      cs(3, 1, 1, true),
      cs(3, 1, 2, false),
      cs(4, 2, 1, false),
      cs(4, 2, 3, true),
      cs(5, 2, 1, false),
      cs(5, 2, 3, true),
    ];
    const standings = eventStandings(rows, [1, 2, 3, 4, 5]);
    expect(standings.map((s) => s.team_id)).toEqual([3, 1, 2]);
    // Teams 3 and 1 both won a series; team 3's games (+2 against -1) put it first.
    expect(standingRow(CS, standings[1]!)).toMatchObject({
      matches_w_d_l: "1-0-1",
      games_w_l: "2-3",
      round_diff: -2,
      placement_points: null,
      game_points: [],
    });
  });

  it("counts a best-of-2 at 1-1 as drawn for both teams, not won on rounds", () => {
    const rows = [
      game({ single_match_id: 1, team_id: 1, mode: CS, booyah: 1, rounds_won: 4, rounds_lost: 0 }),
      game({ single_match_id: 1, team_id: 2, mode: CS, rank: 2, rounds_won: 0, rounds_lost: 4 }),
      game({ single_match_id: 2, team_id: 1, mode: CS, rank: 2, rounds_won: 3, rounds_lost: 4 }),
      game({ single_match_id: 2, team_id: 2, mode: CS, booyah: 1, rounds_won: 4, rounds_lost: 3 }),
    ];
    const standings = eventStandings(rows, [1, 2]);
    expect(standings.map((s) => [s.team_id, standingRow(CS, s).matches_w_d_l])).toEqual([
      [1, "0-1-0"],
      [2, "0-1-0"],
    ]);
  });
});
