import { describe, expect, it } from "vitest";
import { rankRule, rankTeams, type TeamGame } from "./ranking.ts";
import { teamGame } from "./team-game.fixture.ts";

const CS = 15;
const BS = 27;

const game = teamGame;

const order = (rows: readonly TeamGame[], gamesInOrder: readonly number[] = []) =>
  rankTeams(rows, gamesInOrder).map((standing) => standing.team_id);

describe("one game", () => {
  it("ranks by the game's placement, not by points", () => {
    // The winner scored fewer points than the runner-up, who took many kills.
    const rows = [
      game({ single_match_id: 1, team_id: 7, rank: 2, total_score: 20, kills: 11 }),
      game({ single_match_id: 1, team_id: 8, rank: 1, total_score: 15, booyah: 1, kills: 3 }),
      game({ single_match_id: 1, team_id: 9, rank: 3, total_score: 16, kills: 8 }),
    ];
    expect(rankRule(rows)).toBe("placement");
    expect(rankTeams(rows, [1]).map(({ team_id, rank, placement }) => [team_id, rank, placement])).toEqual([
      [8, 1, 1],
      [7, 2, 2],
      [9, 3, 3],
    ]);
  });

  it("ranks a clash-squad game by its placement and scores the game won", () => {
    const rows = [
      game({ single_match_id: 1, team_id: 1, mode: CS, rank: 2, rounds_won: 3, rounds_lost: 4, kills: 20 }),
      game({ single_match_id: 1, team_id: 2, mode: CS, rank: 1, booyah: 1, rounds_won: 4, rounds_lost: 3 }),
    ];
    expect(rankTeams(rows, [1]).map(({ team_id, score, w_l }) => [team_id, score, w_l])).toEqual([
      [2, 1, "4-3"],
      [1, 0, "3-4"],
    ]);
  });
});

describe("several battle-royale games", () => {
  const GAMES = [1, 2];
  const two = (
    team_id: number,
    total_score: number,
    booyah: number,
    kills: number,
    ranks: [number, number],
  ) =>
    GAMES.map((single_match_id, i) =>
      game({
        single_match_id,
        team_id,
        total_score: total_score / 2,
        booyah: i < booyah ? 1 : 0,
        kills: kills / 2,
        rank: ranks[i],
      }),
    );

  it("ranks by total score first", () => {
    // Team 2 has more booyahs and kills, but fewer points.
    const rows = [...two(1, 40, 0, 10, [3, 3]), ...two(2, 38, 2, 20, [1, 1])];
    expect(rankRule(rows)).toBe("battle_royale");
    expect(order(rows, GAMES)).toEqual([1, 2]);
  });

  it("breaks a tie on score by booyahs, then by kills", () => {
    const rows = [...two(1, 40, 0, 30, [2, 2]), ...two(2, 40, 1, 10, [1, 3]), ...two(3, 40, 0, 32, [3, 4])];
    expect(order(rows, GAMES)).toEqual([2, 3, 1]);
  });

  it("breaks a tie on score and booyahs by kill points, then by kills", () => {
    // Kill points are the total less placement points: under a cap of 8 a game, 10 kills score 8. Both teams
    // have 30 points and a booyah; team 2 has 10 kill points to 9, team 1 11 kills to 10 and the better
    // placement in game 1, the most recent.
    const capped = [
      game({
        single_match_id: 1,
        team_id: 1,
        rank: 1,
        booyah: 1,
        survival_score: 12,
        total_score: 20,
        kills: 10,
      }),
      game({ single_match_id: 1, team_id: 2, rank: 3, survival_score: 8, total_score: 12, kills: 4 }),
      game({
        single_match_id: 2,
        team_id: 2,
        rank: 1,
        booyah: 1,
        survival_score: 12,
        total_score: 18,
        kills: 6,
      }),
      game({ single_match_id: 2, team_id: 1, rank: 2, survival_score: 9, total_score: 10, kills: 1 }),
    ];
    expect(order(capped, [2, 1])).toEqual([2, 1]);
    // 25 points and 8 kill points each: team 2's 10 kills to 8 decide before the placement in game 1.
    const even = [
      game({ single_match_id: 1, team_id: 1, rank: 2, survival_score: 9, total_score: 17, kills: 8 }),
      game({ single_match_id: 1, team_id: 2, rank: 3, survival_score: 8, total_score: 16, kills: 10 }),
      game({ single_match_id: 2, team_id: 1, rank: 3, survival_score: 8, total_score: 8 }),
      game({ single_match_id: 2, team_id: 2, rank: 2, survival_score: 9, total_score: 9 }),
    ];
    expect(order(even, [2, 1])).toEqual([2, 1]);
  });

  it("breaks a tie on score, booyahs and kills by the better placement in the most recent game both played", () => {
    // Game 30 was played first; 10 is the most recent game of all, but only team 1 played it.
    const rows = [
      game({ single_match_id: 30, team_id: 1, rank: 1, booyah: 1, total_score: 12, kills: 2 }),
      game({ single_match_id: 20, team_id: 1, rank: 5, total_score: 6, kills: 2 }),
      game({ single_match_id: 10, team_id: 1, rank: 2, total_score: 10, kills: 0 }),
      game({ single_match_id: 30, team_id: 2, rank: 2, total_score: 9, kills: 0 }),
      game({ single_match_id: 20, team_id: 2, rank: 1, booyah: 1, total_score: 19, kills: 4 }),
    ];
    // Both: 28 points, 1 booyah, 4 kills. Game 20 is the most recent both played: team 2 won it.
    expect(order(rows, [30, 20, 10])).toEqual([2, 1]);
    // Were game 30 the most recent of the two, team 1 (1st there) would lead.
    expect(order(rows, [20, 30, 10])).toEqual([1, 2]);
  });

  it("keeps the lower team id first when nothing tells two teams apart", () => {
    const rows = [...two(5, 20, 0, 4, [2, 2]), ...two(3, 20, 0, 4, [2, 2])];
    expect(order(rows, GAMES)).toEqual([3, 5]);
  });

  it("has no W-L and no games won-lost for a battle-royale team, and scores its total", () => {
    const [standing] = rankTeams(two(1, 40, 1, 10, [1, 2]), GAMES);
    expect(standing).toEqual({ team_id: 1, rank: 1, placement: null, score: 40, w_l: null, games_w_l: null });
  });

  /**
   * A 12-squad, 6-game final with its standings as published: 12 placement points for a booyah down to 1
   * for 10th, a point per kill. Three ties are settled by the tie-breaks: 101 and 102 on booyahs (102 has
   * more kills), 107 and 106 on kills, 105 and 104 on the last game (105 placed 3rd, 104 7th).
   */
  it("puts a published final in its published order", () => {
    const POINTS = [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0];
    const final: [team: number, ranks: number[], kills: number[]][] = [
      [101, [1, 3, 1, 2, 3, 6], [5, 5, 4, 4, 4, 4]],
      [102, [2, 1, 4, 3, 5, 2], [5, 5, 5, 5, 5, 4]],
      [103, [4, 2, 5, 6, 1, 4], [4, 4, 4, 4, 4, 4]],
      [104, [6, 5, 2, 4, 2, 7], [4, 4, 3, 3, 3, 3]],
      [105, [5, 6, 3, 5, 4, 3], [4, 4, 3, 3, 3, 3]],
      [106, [3, 7, 6, 1, 7, 5], [4, 4, 4, 4, 4, 3]],
      [107, [8, 4, 7, 8, 6, 1], [5, 5, 5, 5, 4, 4]],
      [108, [7, 9, 10, 7, 8, 9], [3, 3, 2, 2, 2, 2]],
      [109, [9, 8, 9, 10, 11, 8], [2, 2, 2, 2, 2, 2]],
      [110, [10, 11, 8, 11, 9, 10], [2, 2, 2, 1, 1, 1]],
      [111, [11, 10, 12, 9, 12, 11], [2, 2, 1, 1, 1, 1]],
      [112, [12, 12, 11, 12, 10, 12], [1, 1, 1, 1, 1, 0]],
    ];
    const games = [5001, 5002, 5003, 5004, 5005, 5006];
    const rows = final.flatMap(([team_id, ranks, kills]) =>
      games.map((single_match_id, g) =>
        game({
          single_match_id,
          team_id,
          rank: ranks[g]!,
          booyah: ranks[g] === 1 ? 1 : 0,
          kills: kills[g]!,
          total_score: POINTS[ranks[g]! - 1]! + kills[g]!,
        }),
      ),
    );
    const published = [
      [101, 80],
      [102, 80],
      [103, 70],
      [107, 62],
      [106, 62],
      [105, 60],
      [104, 60],
      [108, 30],
      [109, 23],
      [110, 16],
      [111, 11],
      [112, 6],
    ];
    expect(rankTeams(rows, games).map(({ team_id, score }) => [team_id, score])).toEqual(published);
  });
});

describe("several clash-squad games", () => {
  /** One game between teams 1 and 2: `won` says who won it, with the rounds and kills of each side. */
  const series = (
    mode: number,
    games: [winner: 1 | 2, rounds: [number, number], kills: [number, number]][],
  ): TeamGame[] =>
    games.flatMap(([winner, [a, b], [ka, kb]], i) => {
      const side = (team_id: 1 | 2, won: number, lost: number, kills: number) =>
        game({
          single_match_id: i + 1,
          team_id,
          mode,
          rank: winner === team_id ? 1 : 2,
          booyah: winner === team_id ? 1 : 0,
          rounds_won: won,
          rounds_lost: lost,
          kills,
        });
      return [side(1, a, b, ka), side(2, b, a, kb)];
    });

  it("ranks first the winner of a best-of-3 won 2-1 on fewer rounds", () => {
    const rows = series(CS, [
      [1, [4, 3], [20, 18]],
      [2, [1, 4], [9, 21]],
      [1, [4, 3], [19, 17]],
    ]);
    expect(rankRule(rows)).toBe("clash_squad");
    expect(rankTeams(rows, [1, 2, 3])).toEqual([
      { team_id: 1, rank: 1, placement: null, score: 2, w_l: "9-10", games_w_l: "2-1" },
      { team_id: 2, rank: 2, placement: null, score: 1, w_l: "10-9", games_w_l: "1-2" },
    ]);
  });

  /** Games of several matches: each [match, [team, rounds won], [team, rounds won]], the side on 4 rounds winning. */
  const played = (games: [match_id: number, a: [number, number], b: [number, number]][]): TeamGame[] =>
    games.flatMap(([match_id, a, b], i) =>
      (
        [
          [a, b],
          [b, a],
        ] as const
      ).map(([[team_id, won], [, lost]]) =>
        game({
          single_match_id: i + 1,
          match_id,
          team_id,
          mode: CS,
          rank: won > lost ? 1 : 2,
          booyah: won > lost ? 1 : 0,
          rounds_won: won,
          rounds_lost: lost,
        }),
      ),
    );

  it("ranks by series won before games won", () => {
    // Team 2 won a best-of-1; team 1 lost two best-of-3s 1-2 to team 3, so won more games than team 2.
    const rows = played([
      [10, [2, 4], [3, 2]],
      [11, [1, 4], [3, 2]],
      [11, [1, 2], [3, 4]],
      [11, [1, 2], [3, 4]],
      [12, [1, 2], [3, 4]],
      [12, [1, 4], [3, 2]],
      [12, [1, 2], [3, 4]],
    ]);
    expect(order(rows)).toEqual([3, 2, 1]);
  });

  it("breaks a tie on series won by game difference before round difference", () => {
    // One series won each: team 2 by 2-0 on rounds 8-6 (+2), team 1 by 2-1 on rounds 11-4 (+7).
    const rows = played([
      [10, [2, 4], [3, 3]],
      [10, [2, 4], [3, 3]],
      [11, [1, 4], [4, 0]],
      [11, [1, 3], [4, 4]],
      [11, [1, 4], [4, 0]],
    ]);
    expect(order(rows)).toEqual([2, 1, 4, 3]);
  });

  it("counts a drawn series as won by neither side, whatever the rounds", () => {
    // Team 1 drew a best-of-2 1-1 with team 2, 7-4 on rounds; teams 3 and 4 won a series each, 0 on rounds.
    const rows = played([
      [10, [1, 4], [2, 0]],
      [10, [1, 3], [2, 4]],
      [11, [3, 4], [4, 0]],
      [12, [3, 4], [4, 0]],
      [12, [3, 0], [4, 4]],
      [12, [3, 0], [4, 4]],
    ]);
    expect(order(rows)).toEqual([3, 4, 1, 2]);
  });

  it("breaks a tie on games won by round difference, then by kills", () => {
    const byRounds = series(BS, [
      [1, [4, 0], [10, 30]],
      [2, [3, 4], [10, 30]],
    ]);
    expect(order(byRounds)).toEqual([1, 2]);
    const byKills = series(CS, [
      [1, [4, 2], [10, 12]],
      [2, [2, 4], [10, 12]],
    ]);
    expect(order(byKills)).toEqual([2, 1]);
  });
});
