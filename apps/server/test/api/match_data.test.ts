/** match_data against an independent computation from the demo ingest files. */
import { type CallResponse, ENDPOINTS, type MatchPlayerRow, type MatchTeamRow } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Match } from "../../src/ingest/format.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { demoMatch, playerResults, sum } from "./demo-truth.ts";

type Answer = CallResponse<"match_data">;

const BR_MATCH = 10_000_001;
const SAME_EVENT = [10_000_001, 10_000_002, 10_000_003];
const CS_MATCH = 10_000_043;
/** A 2026 Spring Split Grand Finals day, where kill points are capped at 10 a game. */
const CAPPED_MATCH = 10_000_117;
/** A bomb-squad best-of-2 that ended 1-1. */
const DRAWN_MATCH = 10_000_084;

interface Expected {
  teams: Map<
    number,
    {
      kills: number;
      total_score: number;
      kill_points: number;
      booyah: number;
      games: number;
      rounds: [number, number];
      lastRank: number;
    }
  >;
  players: Map<string, { team_id: number; kills: number; death: number; grenade_use: number; games: number }>;
}

/** Sums per team and per team-player over some games, straight from the ingest files. */
function expected(games: readonly Match["games"][number][]): Expected {
  const teams: Expected["teams"] = new Map();
  for (const game of games) {
    for (const team of game.teams) {
      const kills = sum(game.players.filter((p) => p.team_id === team.team_id).map((p) => p.kills));
      const so = teams.get(team.team_id) ?? {
        kills: 0,
        total_score: 0,
        kill_points: 0,
        booyah: 0,
        games: 0,
        rounds: [0, 0],
        lastRank: 0,
      };
      teams.set(team.team_id, {
        kills: so.kills + kills,
        total_score: so.total_score + team.total_score,
        kill_points: so.kill_points + team.total_score - team.survival_score,
        booyah: so.booyah + team.booyah,
        games: so.games + 1,
        rounds: [so.rounds[0] + team.rounds_won, so.rounds[1] + team.rounds_lost],
        // Games come in play order.
        lastRank: team.rank,
      });
    }
  }
  const players: Expected["players"] = new Map();
  for (const p of playerResults(games)) {
    const so = players.get(p.teamplayer_id) ?? {
      team_id: p.team_id,
      kills: 0,
      death: 0,
      grenade_use: 0,
      games: 0,
    };
    players.set(p.teamplayer_id, {
      team_id: p.team_id,
      kills: so.kills + p.kills,
      death: so.death + p.death,
      grenade_use: so.grenade_use + p.grenade_use,
      games: so.games + 1,
    });
  }
  return { teams, players };
}

/**
 * Team ids in rank order over several battle-royale games: total score, booyahs, kill points, kills, then
 * the better placement in the last game (every team of a demo match plays every game of it), then id.
 */
const standings = (teams: Expected["teams"]): number[] =>
  [...teams]
    .sort(
      ([a, x], [b, y]) =>
        y.total_score - x.total_score ||
        y.booyah - x.booyah ||
        y.kill_points - x.kill_points ||
        y.kills - x.kills ||
        x.lastRank - y.lastRank ||
        a - b,
    )
    .map(([id]) => id);

const byId = <T extends { teamplayer_id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.teamplayer_id.localeCompare(b.teamplayer_id));

const isDescending = (values: (number | null)[]) =>
  values.every((v, i) => i === 0 || (values[i - 1] ?? 0) >= (v ?? 0));

describe.each(ENGINES)("match_data on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  const matchData = async (match_ids: number[], single_match_id = -1) => {
    const answer = await server.client.call<Answer>("match_data", { match_ids, single_match_id });
    expect(answer).toMatchObject({ http: 200, status: "success" });
    return answer.data;
  };

  it("answers a battle-royale match's team and player totals, ranked by score, booyahs, kills and the last game", async () => {
    const match = demoMatch(BR_MATCH);
    const truth = expected(match.games);
    const data = await matchData([BR_MATCH]);
    const table = data.team_stats[0]!;
    expect(table.match_id).toBe(BR_MATCH);

    expect(table.teams.map((t) => t.team_id)).toEqual(standings(truth.teams));
    for (const team of table.teams) {
      const want = truth.teams.get(team.team_id)!;
      expect(team).toMatchObject({
        kills: want.kills,
        total_score: want.total_score,
        booyah: want.booyah,
        games: match.games.length,
        match_ids: [BR_MATCH],
        match_rank: standings(truth.teams).indexOf(team.team_id) + 1,
        // Over several games there is no one placement; a battle-royale team has no W-L.
        placement: null,
        w_l: null,
        games_w_l: null,
        oil_kill: null,
      });
      expect(team.weapon.length).toBeLessThanOrEqual(3);
    }
    expect(sum(table.teams.map((t) => t.booyah ?? 0))).toBe(match.games.length);

    const rankOf = new Map(table.teams.map((t) => [t.team_id, t.match_rank]));
    expect(byId(table.players).map((p) => [p.teamplayer_id, p.kills, p.team_rank])).toEqual(
      [...truth.players]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, p]) => [id, p.kills, rankOf.get(p.team_id)]),
    );
    expect(isDescending(table.players.map((p) => p.kills))).toBe(true);
    // A player has no placement or booyah of their own.
    expect(table.players[0]).toMatchObject({ booyah: null, total_score: null });
  });

  it("ranks teams equal on points and booyahs by kill points before kills", async () => {
    const truth = expected(demoMatch(CAPPED_MATCH).games);
    const table = (await matchData([CAPPED_MATCH])).team_stats[0]!;
    expect(table.teams.map((t) => t.team_id)).toEqual(standings(truth.teams));
    // 57 points and a booyah each; 100025 scored 24 kill points of 25 kills, 100033 22 of 26.
    expect(
      table.teams
        .filter((t) => t.total_score === 57)
        .map((t) => [t.team_id, t.match_rank, t.booyah, truth.teams.get(t.team_id)!.kill_points, t.kills]),
    ).toEqual([
      [100025, 3, 1, 24, 25],
      [100033, 4, 1, 22, 26],
    ]);
  });

  it("ranks a drawn best-of-2 by kills when its games and rounds are equal, each team scoring 1", async () => {
    const data = await matchData([DRAWN_MATCH]);
    expect(
      data.team_stats[0]!.teams.map((t) => [t.team_id, t.match_rank, t.games_w_l, t.w_l, t.kills]),
    ).toEqual([
      [100017, 1, "1-1", "5-5", 25],
      [100020, 2, "1-1", "5-5", 23],
    ]);
    expect(data.match_info[0]!.match_results.map((r) => [r.team_id, r.score])).toEqual([
      [100017, 1],
      [100020, 1],
    ]);
  });

  it("describes the match: names, counts, games and results in rank order", async () => {
    const match = demoMatch(BR_MATCH);
    const [info] = (await matchData([BR_MATCH])).match_info;
    const truth = expected(match.games);
    expect(info).toMatchObject({
      match_id: BR_MATCH,
      match_name: match.name,
      event_id: match.event_id,
      mode: 1,
      form: match.games[0]!.form,
      number_of_team: truth.teams.size,
      number_of_player: truth.players.size,
      single_match_id: -1,
    });
    expect(info!.games.map((g) => [g.single_match_id, g.number_of_team])).toEqual(
      match.games.map((g) => [g.id, g.teams.length]),
    );
    expect(info!.match_results.map((r) => [r.team_id, r.score])).toEqual(
      standings(truth.teams).map((id) => [id, truth.teams.get(id)!.total_score]),
    );
  });

  it("answers a clash-squad match's deaths, K/D and W-L", async () => {
    const match = demoMatch(CS_MATCH);
    expect(match.games[0]!.mode).toBe(15);
    const truth = expected(match.games);
    const data = await matchData([CS_MATCH]);
    expect(data.match_info[0]!.mode).toBe(15);
    const { teams, players } = data.team_stats[0]!;
    for (const team of teams) {
      const [won, lost] = truth.teams.get(team.team_id)!.rounds;
      expect(team.w_l).toBe(`${won}-${lost}`);
    }
    expect(players).toHaveLength(truth.players.size);
    for (const player of players) {
      const want = truth.players.get(player.teamplayer_id)!;
      expect(player.death).toBe(want.death);
      expect(player.kd).toBeCloseTo(want.death === 0 ? want.kills : want.kills / want.death, 10);
    }
  });

  it("sums and averages three matches in the overall tables, players by kills and teams by rank", async () => {
    const games = SAME_EVENT.flatMap((id) => demoMatch(id).games);
    const truth = expected(games);
    const data = await matchData(SAME_EVENT);
    ENDPOINTS.match_data.response.parse(data);
    expect(data.match_info.map((m) => m.match_id)).toEqual(SAME_EVENT);
    expect(data.team_stats.map((t) => t.match_id)).toEqual(SAME_EVENT);

    const check = (teams: MatchTeamRow[], players: MatchPlayerRow[], average: boolean) => {
      const per = (value: number, games: number) => (average ? value / games : value);
      expect(teams).toHaveLength(truth.teams.size);
      for (const team of teams) {
        const want = truth.teams.get(team.team_id)!;
        expect(team.games).toBe(want.games);
        expect(team.kills).toBeCloseTo(per(want.kills, want.games), 10);
        expect(team.total_score).toBeCloseTo(per(want.total_score, want.games), 10);
      }
      expect(players).toHaveLength(truth.players.size);
      for (const player of players) {
        const want = truth.players.get(player.teamplayer_id)!;
        expect(player.games).toBe(want.games);
        expect(player.kills).toBeCloseTo(per(want.kills, want.games), 10);
      }
      expect(isDescending(players.map((p) => p.kills))).toBe(true);
      // Ranked on the games' results in both tabs, so the Average tab keeps the Total tab's ranks.
      expect(teams.map((t) => t.team_id)).toEqual(data.total_stats.teams.map((t) => t.team_id));
      expect(isDescending(data.total_stats.teams.map((t) => t.total_score))).toBe(true);
      expect(teams.map((t) => t.match_rank)).toEqual(teams.map((_, i) => i + 1));
    };
    check(data.total_stats.teams, data.total_stats.players, false);
    check(data.average_stats.teams, data.average_stats.players, true);

    const played = data.total_stats.teams.find((t) => t.match_ids.length > 1)!;
    expect(played.match_ids).toEqual(
      SAME_EVENT.filter((id) => demoMatch(id).games[0]!.teams.some((t) => t.team_id === played.team_id)),
    );
  });

  it("narrows the match to one game and echoes it, with the game's own start and end times", async () => {
    const match = demoMatch(BR_MATCH);
    const game = match.games[1]!;
    const truth = expected([game]);
    const data = await matchData([BR_MATCH], game.id);
    expect(data.match_info[0]).toMatchObject({
      single_match_id: game.id,
      form: game.form,
      start_time: game.start_time,
      end_time: game.end_time,
    });
    expect(data.match_info[0]!.games).toHaveLength(match.games.length);
    for (const team of data.team_stats[0]!.teams) {
      expect(team).toMatchObject({ games: 1, kills: truth.teams.get(team.team_id)!.kills });
    }
  });

  it("ranks one battle-royale game by its placement, not by its points", async () => {
    const game = demoMatch(BR_MATCH).games[0]!;
    const kills = (teamId: number) =>
      sum(game.players.filter((p) => p.team_id === teamId).map((p) => p.kills));
    const byPoints = [...game.teams].sort(
      (a, b) => b.total_score - a.total_score || kills(b.team_id) - kills(a.team_id) || a.team_id - b.team_id,
    );
    // The demo game this case needs: its winner is not first on points.
    expect(byPoints[0]!.rank).not.toBe(1);
    const byPlacement = [...game.teams].sort((a, b) => a.rank - b.rank);

    const data = await matchData([BR_MATCH], game.id);
    expect(data.team_stats[0]!.teams.map((t) => [t.team_id, t.match_rank, t.placement])).toEqual(
      byPlacement.map((t) => [t.team_id, t.rank, t.rank]),
    );
    expect(data.match_info[0]!.match_results.map((r) => [r.team_id, r.score])).toEqual(
      byPlacement.map((t) => [t.team_id, t.total_score]),
    );
    const rankOf = new Map(byPlacement.map((t) => [t.team_id, t.rank]));
    for (const player of data.team_stats[0]!.players)
      expect(player.team_rank).toBe(rankOf.get(player.team_id));
  });

  it("ranks a clash-squad best-of-3 by games won: the 2-1 winner leads on fewer rounds", async () => {
    const match = demoMatch(CS_MATCH);
    const truth = expected(match.games);
    const wins = (teamId: number) => truth.teams.get(teamId)!.booyah;
    const [winner, loser] = [...truth.teams.keys()].sort((a, b) => wins(b) - wins(a));
    // The demo match this case needs: won 2-1 on fewer rounds (9-10).
    expect([wins(winner!), wins(loser!)]).toEqual([2, 1]);
    expect(truth.teams.get(winner!)!.rounds).toEqual([9, 10]);

    const data = await matchData([CS_MATCH]);
    expect(
      data.team_stats[0]!.teams.map((t) => [t.team_id, t.match_rank, t.games_w_l, t.w_l, t.placement]),
    ).toEqual([
      [winner, 1, "2-1", "9-10", null],
      [loser, 2, "1-2", "10-9", null],
    ]);
    // The score a clash-squad team shows is its games won.
    expect(data.match_info[0]!.match_results.map((r) => [r.team_id, r.score])).toEqual([
      [winner, 2],
      [loser, 1],
    ]);
  });

  it("gives a battle-royale team no W-L and no games won-lost beside clash-squad teams", async () => {
    const brTeams = new Set(demoMatch(BR_MATCH).games[0]!.teams.map((t) => t.team_id));
    const csTeams = new Set(demoMatch(CS_MATCH).games[0]!.teams.map((t) => t.team_id));
    const { teams } = (await matchData([BR_MATCH, CS_MATCH])).total_stats;
    for (const team of teams) {
      if (csTeams.has(team.team_id)) expect(team.w_l).toMatch(/^\d+-\d+$/);
      else if (brTeams.has(team.team_id)) expect([team.w_l, team.games_w_l]).toEqual([null, null]);
    }
  });

  it("answers each player's item use per match", async () => {
    const truth = expected(demoMatch(BR_MATCH).games);
    const [items] = (await matchData([BR_MATCH])).grenade_stats;
    expect(items!.match_id).toBe(BR_MATCH);
    expect(byId(items!.players).map((p) => [p.teamplayer_id, p.grenade_use])).toEqual(
      [...truth.players].sort(([a], [b]) => a.localeCompare(b)).map(([id, p]) => [id, p.grenade_use]),
    );
  });

  it("leaves unknown match ids out, and answers empty lists when none is known", async () => {
    expect((await matchData([99_999_999, BR_MATCH])).match_info.map((m) => m.match_id)).toEqual([BR_MATCH]);
    expect(await matchData([99_999_999])).toEqual({
      match_info: [],
      team_stats: [],
      total_stats: { teams: [], players: [] },
      average_stats: { teams: [], players: [] },
      grenade_stats: [],
    });
  });

  it("refuses a single_match_id that is not a game of the match, naming the field", async () => {
    const otherGame = demoMatch(CS_MATCH).games[0]!.id;
    const answer = await server.client.call("match_data", {
      match_ids: [BR_MATCH],
      single_match_id: otherGame,
    });
    expect(answer).toMatchObject({ http: 400, status: "error", code: "INVALID_BODY" });
    expect(answer.msg).toMatch(/^single_match_id: /);
  });
});
