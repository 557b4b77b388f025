/** data_info against an independent computation from the demo ingest files. */
import { type CallResponse, ENDPOINTS } from "@match-stats/contract";
import { isBattleRoyale } from "@match-stats/stats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { playerResults, readDemo, sum } from "./demo-truth.ts";

type Answer = CallResponse<"data_info">;

const TEAM = 100_001;
const TEAM_PLAYER = "1000001_1";
const SEASON = 1001;

describe.each(ENGINES)("data_info on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  const dataInfo = async (fields: Record<string, unknown>) => {
    const answer = await server.client.call<Answer>("data_info", fields);
    expect(answer).toMatchObject({ http: 200, status: "success" });
    return answer.data;
  };
  const allGames = () => readDemo().games.map((g) => g.game);

  it("answers a team's career: sums over its games, averages per game, rates from the sums", async () => {
    const games = allGames().filter((g) => g.teams.some((t) => t.team_id === TEAM));
    const players = playerResults(games).filter((p) => p.team_id === TEAM);
    const kills = sum(players.map((p) => p.kills));
    const booyah = sum(games.map((g) => g.teams.find((t) => t.team_id === TEAM)!.booyah));
    const data = await dataInfo({ field: "team_career", team_id: TEAM });
    expect(data.total).toHaveLength(1);
    expect(data.total[0]).toMatchObject({ games: games.length, kills, booyah, oil_kill: null });
    expect(data.total[0]!.headshot_kill_rate).toBeCloseTo(
      sum(players.map((p) => p.headshot_killtimes)) / kills,
      10,
    );
    expect(data.avg[0]!.games).toBe(games.length);
    expect(data.avg[0]!.kills).toBeCloseTo(kills / games.length, 10);
    expect(data.avg[0]!.headshot_kill_rate).toBe(data.total[0]!.headshot_kill_rate);
    expect(data.avg[0]!.max_kill_distance).toBe(data.total[0]!.max_kill_distance);
  });

  it("answers a team-player's career with weapon and skill breakdowns", async () => {
    const players = playerResults(allGames()).filter((p) => p.teamplayer_id === TEAM_PLAYER);
    const kills = sum(players.map((p) => p.kills));
    const data = await dataInfo({ field: "player_teamplayer", teamplayer_id: TEAM_PLAYER });
    ENDPOINTS.data_info.response.parse(data);
    expect(data.total[0]).toMatchObject({ games: players.length, kills, total_score: null, booyah: null });
    expect(data.total[0]!.hit_rate).toBeCloseTo(
      sum(players.map((p) => p.hits)) / sum(players.map((p) => p.shoots)),
      10,
    );
    expect(data.avg[0]!.kills).toBeCloseTo(kills / players.length, 10);

    const weapons = players.flatMap((p) => p.weapons);
    const top = data.weapon_total[0]!;
    const topKills = sum(weapons.filter((w) => w.weapon_id === top.weapon_id).map((w) => w.kills));
    expect(top.kills).toBe(topKills);
    expect(top.kills).toBe(Math.max(...data.weapon_total.map((w) => w.kills ?? 0)));
    expect(top.kill_rate).toBeCloseTo(topKills / kills, 10);
    expect(data.weapon_avg[0]!.kills).toBeCloseTo(topKills / players.length, 10);

    const kinds = new Map(readDemo().reference.skills.map((s) => [s.id, s.kind]));
    const picks = players.flatMap((p) => p.skills);
    const activeIds = new Set(picks.filter((s) => kinds.get(s.skill_id) === "active").map((s) => s.skill_id));
    expect(data.active_skill.map((s) => s.skill_id).sort()).toEqual([...activeIds].sort());
    const first = data.active_skill[0]!;
    const firstPicks = picks.filter((s) => s.skill_id === first.skill_id);
    // docs/spec.md section 3's names: use_times, total (the player-games the pick rate is out of), avg.
    expect(first).toMatchObject({
      pick_times: firstPicks.length,
      use_times: sum(firstPicks.map((s) => s.use_times)),
      total: players.length,
    });
    expect(first).not.toHaveProperty("time");
    expect(first.pick_rate).toBeCloseTo(firstPicks.length / players.length, 10);
    expect(first.avg).toBeCloseTo(sum(firstPicks.map((s) => s.use_times)) / firstPicks.length, 10);
  });

  it("answers a whole season: every game of its events", async () => {
    const events = new Set(
      readDemo()
        .reference.events.filter((e) => e.season_id === SEASON)
        .map((e) => e.id),
    );
    const games = readDemo().games.filter((g) => events.has(g.eventId));
    const data = await dataInfo({ field: "season", season_id: SEASON });
    expect(data.total[0]).toMatchObject({
      games: games.length,
      kills: sum(playerResults(games.map((g) => g.game)).map((p) => p.kills)),
    });
  });

  it("averages a whole season per player per game, and answers both samples", async () => {
    const events = new Set(
      readDemo()
        .reference.events.filter((e) => e.season_id === SEASON)
        .map((e) => e.id),
    );
    const games = readDemo().games.filter((g) => events.has(g.eventId));
    const players = playerResults(games.map((g) => g.game));
    const data = await dataInfo({ field: "season", season_id: SEASON });
    for (const block of [data.total[0]!, data.avg[0]!]) {
      expect(block).toMatchObject({ games: games.length, player_games: players.length });
    }
    // About 1 kill per player per game, not the lobby's 40 per game.
    expect(data.avg[0]!.kills).toBeCloseTo(sum(players.map((p) => p.kills)) / players.length, 10);
    expect(data.avg[0]!.kills).toBeLessThan(2);
    const top = data.weapon_total[0]!;
    expect(data.weapon_avg[0]!.kills).toBeCloseTo(top.kills! / players.length, 10);
  });

  it("averages a team per game it played, its player-games beside", async () => {
    const games = allGames().filter((g) => g.teams.some((t) => t.team_id === TEAM));
    const players = playerResults(games).filter((p) => p.team_id === TEAM);
    const data = await dataInfo({ field: "team_career", team_id: TEAM });
    expect(data.avg[0]).toMatchObject({ games: games.length, player_games: players.length });
  });

  it("answers a weapon's headshot rate per shot fired, apart from its headshot accuracy", async () => {
    const data = await dataInfo({ field: "season", season_id: SEASON });
    for (const weapon of data.weapon_total) {
      expect(weapon.headshot_rate).toBeCloseTo(weapon.headshots! / weapon.shoots!, 10);
      expect(weapon.headshot_accuracy_rate).toBeCloseTo(weapon.headshots! / weapon.on_target!, 10);
    }
    expect(data.weapon_total.some((w) => w.headshot_rate !== w.headshot_accuracy_rate)).toBe(true);
  });

  it.each([
    [{ field: "team_career" }, "team_id", "team_career"],
    [{ field: "player_season", teamplayer_id: TEAM_PLAYER }, "season_id", "player_season"],
    [{ field: "player_match", match_id: 10_000_001 }, "teamplayer_id", "player_match"],
  ])("refuses %o without a required id, naming it", async (fields, missing, scope) => {
    const answer = await server.client.call("data_info", fields);
    expect(answer).toMatchObject({ http: 400, status: "error", code: "INVALID_BODY" });
    expect(answer.msg).toBe(`${missing}: is required for field ${scope}`);
  });

  it("has no W-L for a team without a clash-squad game, at every team scope, and a clash-squad team's rounds", async () => {
    const { reference, games } = readDemo();
    const seasonOf = new Map((reference.events ?? []).map((e) => [e.id, e.season_id]));
    /** Each team scope's rounds won and lost in its clash-squad games; none where it played only battle royale. */
    const rounds = new Map<
      string,
      { fields: Record<string, unknown>; w_l: string | null; won: number; lost: number }
    >();
    for (const { game, match, eventId } of games) {
      for (const t of game.teams) {
        const scopes = [
          { field: "team_career", team_id: t.team_id },
          { field: "team_season", team_id: t.team_id, season_id: seasonOf.get(eventId) },
          { field: "team_event", team_id: t.team_id, event_id: eventId },
          { field: "team_match", team_id: t.team_id, match_id: match.id },
        ];
        for (const fields of scopes) {
          const key = JSON.stringify(fields);
          const entry = rounds.get(key) ?? { fields, w_l: null, won: 0, lost: 0 };
          if (!isBattleRoyale(game.mode)) {
            entry.won += t.rounds_won;
            entry.lost += t.rounds_lost;
            entry.w_l = `${entry.won}-${entry.lost}`;
          }
          rounds.set(key, entry);
        }
      }
    }
    const entries = [...rounds.values()];
    expect(entries.filter((e) => e.w_l === null).length).toBeGreaterThan(100);
    expect(entries.filter((e) => e.w_l !== null).length).toBeGreaterThan(10);
    for (const { fields, w_l } of entries) {
      const data = await dataInfo(fields);
      expect([data.total[0]?.w_l, data.avg[0]?.w_l], JSON.stringify(fields)).toEqual([w_l, w_l]);
    }
    // A battle-royale team in a battle-royale match, as match_data shows it.
    const one = await dataInfo({ field: "team_match", team_id: 100_007, match_id: 10_000_001 });
    expect(one.total[0]?.w_l).toBeNull();
  });

  it("answers empty lists for a subject without games", async () => {
    const data = await dataInfo({ field: "team_season", team_id: TEAM, season_id: 9999 });
    expect(Object.values(data).every((list) => list.length === 0)).toBe(true);
  });
});
