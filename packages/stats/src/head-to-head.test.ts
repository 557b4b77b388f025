import { describe, expect, it } from "vitest";
import { type MatchTally, matchTallies, meetings, type SideGame, swapSides } from "./head-to-head.ts";

const row = (
  single_match_id: number,
  match_id: number,
  team_id: number,
  rank: number,
  total_score: number,
  booyah = 0,
): SideGame => ({ single_match_id, match_id, team_id, rank, total_score, booyah });

/** Two teams' tally in one match, with its mode, from their rows as `matchTallies` pairs them. */
const tallyOf = (rows: SideGame[], mode: number): MatchTally => {
  const [tally] = matchTallies(rows);
  return { ...tally!, mode };
};

describe("matchTallies", () => {
  it("pairs every two teams of a game, counting only the games both played, the lower id as team a", () => {
    const rows = [
      row(1, 10, 7, 2, 12),
      row(1, 10, 3, 4, 7),
      row(2, 10, 7, 5, 4),
      row(2, 10, 3, 3, 9),
      // Team 3 did not play game 3; team 5 played only game 3.
      row(3, 10, 7, 1, 20, 1),
      row(3, 10, 5, 2, 8),
    ];
    expect(matchTallies(rows)).toEqual([
      {
        team_a: 3,
        team_b: 7,
        match_id: 10,
        games: 2,
        a_points: 16,
        b_points: 16,
        a_booyahs: 0,
        b_booyahs: 0,
        a_above: 1,
        b_above: 1,
      },
      {
        team_a: 5,
        team_b: 7,
        match_id: 10,
        games: 1,
        a_points: 8,
        b_points: 20,
        a_booyahs: 0,
        b_booyahs: 1,
        a_above: 0,
        b_above: 1,
      },
    ]);
  });

  it("counts an equal placing for neither team", () => {
    const [tally] = matchTallies([row(1, 10, 1, 2, 5), row(1, 10, 2, 2, 5)]);
    expect(tally).toMatchObject({ a_above: 0, b_above: 0 });
  });

  it("keeps each match's tally apart", () => {
    const tallies = matchTallies([
      row(1, 10, 1, 1, 5),
      row(1, 10, 2, 2, 3),
      row(2, 11, 1, 2, 3),
      row(2, 11, 2, 1, 5),
    ]);
    expect(tallies.map((t) => [t.match_id, t.a_above, t.b_above])).toEqual([
      [10, 1, 0],
      [11, 0, 1],
    ]);
  });
});

describe("meetings", () => {
  it("sums battle-royale placings and points over the matches", () => {
    const first = tallyOf(
      [row(1, 10, 1, 2, 12), row(1, 10, 2, 4, 7), row(2, 10, 1, 5, 4), row(2, 10, 2, 3, 9)],
      1,
    );
    const second = tallyOf([row(3, 11, 1, 1, 20), row(3, 11, 2, 6, 2)], 1);
    const met = meetings([second, first]);
    expect(met.battle_royale).toEqual({ games: 3, a_above: 2, b_above: 1, a_points: 36, b_points: 18 });
    expect(met.matches).toEqual([
      { match_id: 11, mode: 1, games: 1, a_score: 20, b_score: 2, a_above: 1, b_above: 0 },
      { match_id: 10, mode: 1, games: 2, a_score: 16, b_score: 16, a_above: 1, b_above: 1 },
    ]);
    expect(met.clash_squad.matches).toBe(0);
  });

  it("counts clash-squad series by games won, a drawn series as a draw", () => {
    const won = tallyOf(
      [
        row(1, 20, 1, 1, 0, 1),
        row(1, 20, 2, 2, 0),
        row(2, 20, 1, 2, 0),
        row(2, 20, 2, 1, 0, 1),
        row(3, 20, 1, 1, 0, 1),
        row(3, 20, 2, 2, 0),
      ],
      15,
    );
    const drawn = tallyOf(
      [row(4, 21, 1, 1, 0, 1), row(4, 21, 2, 2, 0), row(5, 21, 1, 2, 0), row(5, 21, 2, 1, 0, 1)],
      15,
    );
    const met = meetings([drawn, won]);
    expect(met.clash_squad).toEqual({
      matches: 2,
      a_series: 1,
      b_series: 0,
      draws: 1,
      a_games: 3,
      b_games: 2,
    });
    expect(met.matches.map((m) => [m.match_id, m.a_score, m.b_score, m.a_above])).toEqual([
      [21, 1, 1, null],
      [20, 2, 1, null],
    ]);
  });

  it("reads the other way round when the sides are swapped", () => {
    const tally = tallyOf([row(1, 10, 1, 2, 12), row(1, 10, 2, 4, 7)], 1);
    expect(meetings([swapSides(tally)]).battle_royale).toEqual({
      games: 1,
      a_above: 0,
      b_above: 1,
      a_points: 7,
      b_points: 12,
    });
  });

  it("finds nothing without a game both played", () => {
    const met = meetings([{ ...tallyOf([row(1, 10, 1, 1, 20), row(1, 10, 2, 2, 5)], 1), games: 0 }]);
    expect(met.matches).toEqual([]);
    expect(met.battle_royale.games).toBe(0);
    expect(met.clash_squad.matches).toBe(0);
  });
});
