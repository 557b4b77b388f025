/** player_data against an independent computation from the demo ingest files. */
import { type CallResponse, ENDPOINTS } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { demoMatch, playerResults, readDemo, sum } from "./demo-truth.ts";

type Answer = CallResponse<"player_data">;

const MATCHES = [10_000_001, 10_000_002];
const PLAYER = 1_000_018;
const TEAM = 100_004;

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

  it("answers an unknown player with empty data", async () => {
    const data = await playerData({ uid: 1_999_999 });
    expect(data.player_data).toEqual([]);
    expect(data.player_info).toMatchObject({ player_id: 1_999_999, teamplayer_id: "", uid: [] });
  });
});
