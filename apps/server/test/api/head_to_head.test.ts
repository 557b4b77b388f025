/**
 * head_to_head: two teams' common matches against a computation from the demo files, and kept by ingest: a
 * match ingested again is tallied again as it now is.
 */
import { isBattleRoyale } from "@match-stats/stats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer, useIngestingServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { smallRun, team } from "../support/fixture.ts";
import { readDemo, sum } from "./demo-truth.ts";
import { ok } from "./lists-truth.ts";

/** The two teams' rows in every demo game both played, by match. */
function commonGames(a: number, b: number) {
  const byMatch = new Map<number, { mode: number; pairs: [TeamRow, TeamRow][] }>();
  for (const { game, match } of readDemo().games) {
    const x = game.teams.find((t) => t.team_id === a);
    const y = game.teams.find((t) => t.team_id === b);
    if (!x || !y) continue;
    const entry = byMatch.get(match.id) ?? { mode: game.mode, pairs: [] };
    entry.pairs.push([x, y]);
    byMatch.set(match.id, entry);
  }
  return byMatch;
}
type TeamRow = { rank: number; total_score: number; booyah: number; team_id: number };

describe.each(ENGINES)("head_to_head on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("answers clear zeros and no matches for teams that never met", async () => {
    const answer = await ok(server, "head_to_head", { team_a: 100001, team_b: 100011 });
    expect(answer.matches).toEqual([]);
    expect(answer.battle_royale).toEqual({ games: 0, a_above: 0, b_above: 0, a_points: 0, b_points: 0 });
    expect(answer.clash_squad).toEqual({
      matches: 0,
      a_series: 0,
      b_series: 0,
      draws: 0,
      a_games: 0,
      b_games: 0,
    });
    expect(answer.team_a).toMatchObject({
      team_id: 100001,
      total: { games: 0, kills: 0 },
      avg: { kills: null },
    });
    expect(answer.team_b.team_name).toBe(readDemo().reference.teams?.find((t) => t.id === 100011)?.name);
  });

  it("counts battle-royale placings and points, and clash-squad series and games, of two teams that met in both", async () => {
    const [a, b] = [100012, 100014];
    const games = commonGames(a, b);
    const answer = await ok(server, "head_to_head", { team_a: a, team_b: b });
    expect(new Set(answer.matches.map((m) => m.match_id))).toEqual(new Set(games.keys()));
    const br = [...games.values()].filter((m) => isBattleRoyale(m.mode)).flatMap((m) => m.pairs);
    const cs = [...games.values()].filter((m) => !isBattleRoyale(m.mode));
    expect(br.length).toBeGreaterThan(0);
    expect(cs.length).toBeGreaterThan(0);
    expect(answer.battle_royale).toEqual({
      games: br.length,
      a_above: br.filter(([x, y]) => x.rank < y.rank).length,
      b_above: br.filter(([x, y]) => y.rank < x.rank).length,
      a_points: sum(br.map(([x]) => x.total_score)),
      b_points: sum(br.map(([, y]) => y.total_score)),
    });
    const won = (m: (typeof cs)[number], side: 0 | 1) => sum(m.pairs.map((pair) => pair[side].booyah));
    expect(answer.clash_squad).toEqual({
      matches: cs.length,
      a_series: cs.filter((m) => won(m, 0) > won(m, 1)).length,
      b_series: cs.filter((m) => won(m, 1) > won(m, 0)).length,
      draws: cs.filter((m) => won(m, 0) === won(m, 1)).length,
      a_games: sum(cs.map((m) => won(m, 0))),
      b_games: sum(cs.map((m) => won(m, 1))),
    });
    // Newest first.
    const starts = answer.matches.map((m) => m.start_time);
    expect(starts).toEqual([...starts].sort((x, y) => y - x));
    // Totals over the common matches: the team's kills in them.
    const kills = (team: number) =>
      sum(
        readDemo()
          .games.filter(({ match }) => games.has(match.id))
          .flatMap(({ game }) => game.players.filter((p) => p.team_id === team).map((p) => p.kills)),
      );
    expect(answer.team_a.total.kills).toBe(kills(a));
    expect(answer.team_b.total.kills).toBe(kills(b));
    expect(answer.team_a.avg.kills).toBeCloseTo(kills(a) / (answer.team_a.total.games ?? 1), 9);
  });

  it("has no W-L for a side without a clash-squad game in the common matches, and a clash-squad side's rounds", async () => {
    /** Each side's rounds in the clash-squad matches both played; null when they met in none. */
    const rounds = (a: number, b: number) => {
      const common = commonGames(a, b);
      const games = readDemo().games.filter(
        ({ match, game }) => common.has(match.id) && !isBattleRoyale(game.mode),
      );
      return [a, b].map((team) => {
        const rows = games.flatMap(({ game }) => game.teams.filter((t) => t.team_id === team));
        return rows.length === 0
          ? null
          : `${sum(rows.map((t) => t.rounds_won))}-${sum(rows.map((t) => t.rounds_lost))}`;
      });
    };
    // Two teams that met in battle royale only, and two that met in both kinds.
    for (const [a, b] of [
      [100001, 100002],
      [100012, 100014],
    ] as const) {
      const answer = await ok(server, "head_to_head", { team_a: a, team_b: b });
      const [x, y] = rounds(a, b);
      expect(answer.matches.length, `${a} ${b}`).toBeGreaterThan(0);
      expect([answer.team_a.total.w_l, answer.team_a.avg.w_l], `${a}`).toEqual([x, x]);
      expect([answer.team_b.total.w_l, answer.team_b.avg.w_l], `${b}`).toEqual([y, y]);
    }
  });

  it("answers the same meeting from either side, mirrored", async () => {
    const ab = await ok(server, "head_to_head", { team_a: 100012, team_b: 100014 });
    const ba = await ok(server, "head_to_head", { team_a: 100014, team_b: 100012 });
    expect(ba.team_a).toEqual(ab.team_b);
    expect(ba.battle_royale).toEqual({
      games: ab.battle_royale.games,
      a_above: ab.battle_royale.b_above,
      b_above: ab.battle_royale.a_above,
      a_points: ab.battle_royale.b_points,
      b_points: ab.battle_royale.a_points,
    });
    expect(ba.clash_squad).toEqual({
      matches: ab.clash_squad.matches,
      a_series: ab.clash_squad.b_series,
      b_series: ab.clash_squad.a_series,
      draws: ab.clash_squad.draws,
      a_games: ab.clash_squad.b_games,
      b_games: ab.clash_squad.a_games,
    });
    expect(ba.matches).toEqual(
      ab.matches.map((m) => ({
        ...m,
        a_score: m.b_score,
        b_score: m.a_score,
        a_above: m.b_above,
        b_above: m.a_above,
      })),
    );
  });

  it("counts a best-of-2 at 1-1 as a draw, not as a series won on rounds", async () => {
    // Bomb-squad match 10000084: 100020 won game 1 4-1, 100017 game 2 4-1.
    const answer = await ok(server, "head_to_head", { team_a: 100017, team_b: 100020 });
    expect(answer.matches.find((m) => m.match_id === 10000084)).toMatchObject({ a_score: 1, b_score: 1 });
    expect(answer.clash_squad).toMatchObject({ matches: 1, a_series: 0, b_series: 0, draws: 1 });
  });

  it("a team against itself never met", async () => {
    const answer = await ok(server, "head_to_head", { team_a: 100001, team_b: 100001 });
    expect(answer.matches).toEqual([]);
  });
});

describe.each(ENGINES)("head_to_head kept by ingest on %s", (engine) => {
  const live = useIngestingServer(engine, smallRun(2));

  // Asked from the higher id's side: team 200 against team 100.
  const meeting = async () => {
    const answer = await ok(live.server, "head_to_head", { team_a: 200, team_b: 100 });
    return {
      br: answer.battle_royale,
      matches: answer.matches.map((m) => [m.match_id, m.a_score, m.b_score]),
    };
  };

  it("a match ingested again is counted as it now is", async () => {
    // smallRun: team 100 wins both games (12 + 3 points), team 200 is second (9 + 1).
    expect(await meeting()).toEqual({
      br: { games: 2, a_above: 0, b_above: 2, a_points: 20, b_points: 30 },
      matches: [[500, 20, 30]],
    });
    const run = smallRun(2);
    const [match] = run.matches;
    const [first, second] = match!.games;
    await live.ingest({
      ...run,
      matches: [{ ...match!, games: [first!, { ...second!, teams: [team(100, 2, 1), team(200, 1, 3)] }] }],
    });
    // The server drops its cache when it sees the new data version.
    await expect.poll(meeting, { timeout: 5000, interval: 100 }).toEqual({
      br: { games: 2, a_above: 1, b_above: 1, a_points: 25, b_points: 25 },
      matches: [[500, 25, 25]],
    });
  });
});
