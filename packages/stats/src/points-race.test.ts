import { describe, expect, it } from "vitest";
import { pointsRace } from "./points-race.ts";
import { teamGame } from "./team-game.fixture.ts";

const CS = 15;

/** Placed second unless a case says otherwise, so a winner is set on purpose. */
const game = (row: Parameters<typeof teamGame>[0]) => teamGame({ rank: 2, ...row });

describe("the points race", () => {
  it("gives each team's points per game and its running total, in the standings' order", () => {
    const race = pointsRace(
      [
        game({ single_match_id: 11, team_id: 5, rank: 1, booyah: 1, total_score: 15 }),
        game({ single_match_id: 11, team_id: 6, rank: 2, total_score: 17 }),
        game({ single_match_id: 12, team_id: 5, rank: 1, booyah: 1, total_score: 14 }),
        game({ single_match_id: 12, team_id: 6, rank: 3, total_score: 4 }),
      ],
      [11, 12],
    );
    expect(race.lines).toEqual([
      { team_id: 5, scores: [15, 14], running: [15, 29] },
      { team_id: 6, scores: [17, 4], running: [17, 21] },
    ]);
    expect(race.leaders).toEqual([[6], [5]]);
  });

  it("keeps a team's total through a game it did not play, shown as null", () => {
    const race = pointsRace(
      [
        game({ single_match_id: 1, team_id: 5, total_score: 10 }),
        game({ single_match_id: 2, team_id: 6, total_score: 4 }),
        game({ single_match_id: 3, team_id: 5, total_score: 3 }),
        game({ single_match_id: 3, team_id: 6, total_score: 3 }),
      ],
      [1, 2, 3],
    );
    expect(race.lines.find((line) => line.team_id === 6)).toEqual({
      team_id: 6,
      scores: [null, 4, 3],
      running: [0, 4, 7],
    });
  });

  it("names every team level on the lead after a game, by id", () => {
    const race = pointsRace(
      [
        game({ single_match_id: 1, team_id: 9, total_score: 8 }),
        game({ single_match_id: 1, team_id: 4, total_score: 8 }),
      ],
      [1],
    );
    expect(race.leaders).toEqual([[4, 9]]);
  });

  it("counts games won in clash squad: the series as it went", () => {
    const race = pointsRace(
      [
        game({ mode: CS, single_match_id: 1, team_id: 5, rank: 1, booyah: 1, rounds_won: 4, rounds_lost: 2 }),
        game({ mode: CS, single_match_id: 1, team_id: 6, rank: 2, rounds_won: 2, rounds_lost: 4 }),
        game({ mode: CS, single_match_id: 2, team_id: 5, rank: 2, rounds_won: 3, rounds_lost: 4 }),
        game({ mode: CS, single_match_id: 2, team_id: 6, rank: 1, booyah: 1, rounds_won: 4, rounds_lost: 3 }),
        game({ mode: CS, single_match_id: 3, team_id: 5, rank: 1, booyah: 1, rounds_won: 4, rounds_lost: 0 }),
        game({ mode: CS, single_match_id: 3, team_id: 6, rank: 2, rounds_won: 0, rounds_lost: 4 }),
      ],
      [1, 2, 3],
    );
    expect(race.lines).toEqual([
      { team_id: 5, scores: [1, 0, 1], running: [1, 1, 2] },
      { team_id: 6, scores: [0, 1, 0], running: [0, 1, 1] },
    ]);
    expect(race.leaders).toEqual([[5], [5, 6], [5]]);
  });

  it("is empty without games", () => {
    expect(pointsRace([], [])).toEqual({ lines: [], leaders: [] });
  });
});
