/** player_data against an independent computation from the demo ingest files. */
import { type CallResponse, ENDPOINTS } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { demoMatch, playerResults, readDemo, sum } from "./demo-truth.ts";
import { byTeamPlayer, ok, playedIn } from "./lists-truth.ts";

type Answer = CallResponse<"player_data">;

const MATCHES = [10_000_001, 10_000_002];
const PLAYER = 1_000_018;
const TEAM = 100_004;
/** The demo's returning player: left team 100002 after a season (1000010_1) and came back (1000010_3). */
const RETURNING = { player: 1_000_010, team: 100_002, first: "1000010_1", second: "1000010_3" };

describe.each(ENGINES)("player_data on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  const playerData = async (fields: Record<string, unknown>) => {
    const answer = await server.client.call<Answer>("player_data", {
      match_ids: MATCHES,
      single_match_ids: [],
      uid: PLAYER,
      team_id: TEAM,
      is_avg: false,
      ...fields,
    });
    expect(answer).toMatchObject({ http: 200, status: "success" });
    return answer.data;
  };

  const record = () =>
    readDemo().reference.team_players.find((tp) => tp.player_id === PLAYER && tp.team_id === TEAM)!;
  const gamesOf = (matchIds: number[]) =>
    playerResults(matchIds.flatMap((id) => demoMatch(id).games)).filter(
      (p) => p.teamplayer_id === record().id,
    );

  it("reads a game list of -1, the spec's 'whole match', as every game", async () => {
    await expect(playerData({ single_match_ids: [-1] })).resolves.toEqual(await playerData({}));
  });

  it("answers a row per match and a last row over all of them", async () => {
    const data = await playerData({});
    ENDPOINTS.player_data.response.parse(data);
    expect(data.player_info).toEqual({
      player_id: PLAYER,
      player_name: readDemo().reference.players.find((p) => p.id === PLAYER)!.name,
      teamplayer_id: record().id,
      team_id: TEAM,
      team_name: readDemo().reference.teams.find((t) => t.id === TEAM)!.name,
      uid: record().uids,
    });
    const expected = [...MATCHES.map((id) => [id, gamesOf([id])] as const), [-1, gamesOf(MATCHES)] as const];
    expect(data.player_data.map((row) => [row.match_id, row.teamplayer_id, row.games, row.kills])).toEqual(
      expected.map(([id, games]) => [id, record().id, games.length, sum(games.map((g) => g.kills))]),
    );
  });

  it("answers averages per game played, and a single row for a single match", async () => {
    const games = gamesOf([MATCHES[0]!]);
    const data = await playerData({ match_ids: [MATCHES[0]], is_avg: true });
    expect(data.player_data).toHaveLength(1);
    expect(data.player_data[0]!.match_id).toBe(MATCHES[0]);
    expect(data.player_data[0]!.kills).toBeCloseTo(sum(games.map((g) => g.kills)) / games.length, 10);
    expect(data.player_data[0]!.headshot_kill_rate).toBeCloseTo(
      sum(games.map((g) => g.headshot_killtimes)) / sum(games.map((g) => g.kills)),
      10,
    );
  });

  describe("a player who left the team and came back", () => {
    const first = () => playedIn(byTeamPlayer(RETURNING.first));
    const second = () => playedIn(byTeamPlayer(RETURNING.second));
    const lastMatch = (stint: ReturnType<typeof first>) => stint.matchesOf(stint.events[0]!)[0]!;
    const results = (matchId: number, teamPlayerId: string) =>
      playerResults(demoMatch(matchId).games).filter((p) => p.teamplayer_id === teamPlayerId);
    const returning = (match_ids: number[]) =>
      playerData({ match_ids, uid: RETURNING.player, team_id: RETURNING.team });

    it("answers a match of the later stint, which the player's match list offers", async () => {
      const match = lastMatch(second());
      const listed = await ok(server, "player_match", {
        uid: RETURNING.player,
        team_id: RETURNING.team,
        event_id: second().events[0]!,
      });
      expect(listed.stats.map((row) => row.match_id)).toContain(match);
      const games = results(match, RETURNING.second);
      const data = await returning([match]);
      expect(data.player_info.teamplayer_id).toBe(RETURNING.second);
      expect(data.player_data.map((row) => [row.match_id, row.teamplayer_id, row.games, row.kills])).toEqual([
        [match, RETURNING.second, games.length, sum(games.map((g) => g.kills))],
      ]);
    });

    it("answers both stints, each match under its own record and one row over both", async () => {
      const early = lastMatch(first());
      const late = lastMatch(second());
      const games = [...results(early, RETURNING.first), ...results(late, RETURNING.second)];
      const data = await returning([early, late]);
      expect(data.player_data.map((row) => [row.match_id, row.teamplayer_id])).toEqual([
        [early, RETURNING.first],
        [late, RETURNING.second],
        [-1, RETURNING.second],
      ]);
      expect(data.player_data.at(-1)).toMatchObject({
        games: games.length,
        kills: sum(games.map((g) => g.kills)),
        damage: sum(games.map((g) => g.damage)),
      });
    });
  });

  it("answers an unknown player with empty data", async () => {
    const data = await playerData({ uid: 1_999_999 });
    expect(data.player_data).toEqual([]);
    expect(data.player_info).toMatchObject({ player_id: 1_999_999, teamplayer_id: "", uid: [] });
  });
});
