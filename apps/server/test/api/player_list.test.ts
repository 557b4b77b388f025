/** player_list against an independent computation from the demo ingest files. */
import { type CallResponse, ENDPOINTS } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { demoMatch, playerResults, readDemo, sum } from "./demo-truth.ts";

type Answer = CallResponse<"player_list">;

const MATCHES = [10_000_001, 10_000_002];
const TEAM = 100_004;

describe.each(ENGINES)("player_list on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  const playerList = async (fields: Record<string, unknown>) => {
    const answer = await server.client.call<Answer>("player_list", {
      match_ids: MATCHES,
      single_match_ids: [],
      teammate_list: [],
      team_id: TEAM,
      is_avg: false,
      ...fields,
    });
    expect(answer).toMatchObject({ http: 200, status: "success" });
    return answer.data;
  };

  const results = () =>
    playerResults(MATCHES.flatMap((id) => demoMatch(id).games)).filter((p) => p.team_id === TEAM);

  it("answers the team's players with averages per game played", async () => {
    const truth = Map.groupBy(results(), (p) => p.teamplayer_id);
    const data = await playerList({ is_avg: true });
    ENDPOINTS.player_list.response.parse(data);
    const team = readDemo().reference.teams.find((t) => t.id === TEAM)!;
    expect(data.team_info).toEqual({
      team_id: TEAM,
      team_name: team.name,
      region: team.region,
      logo: team.logo,
      teammate_num: truth.size,
    });
    expect(data.teammate_data.map((p) => p.teamplayer_id).sort()).toEqual([...truth.keys()].sort());
    for (const row of data.teammate_data) {
      const games = truth.get(row.teamplayer_id)!;
      expect(row.games).toBe(games.length);
      expect(row.kills).toBeCloseTo(sum(games.map((g) => g.kills)) / games.length, 10);
      expect(row.damage).toBeCloseTo(sum(games.map((g) => g.damage)) / games.length, 10);
      expect(row.max_kill_distance).toBe(Math.max(...games.map((g) => g.max_kill_distance)));
    }
  });

  it("answers totals for the team-players and games asked for", async () => {
    const game = demoMatch(MATCHES[0]!).games[0]!;
    const player = game.players.find((p) => p.team_id === TEAM)!;
    const data = await playerList({ single_match_ids: [game.id], teammate_list: [player.teamplayer_id] });
    expect(data.team_info.teammate_num).toBe(1);
    expect(data.teammate_data).toHaveLength(1);
    expect(data.teammate_data[0]).toMatchObject({
      teamplayer_id: player.teamplayer_id,
      games: 1,
      kills: player.kills,
      damage: player.damage,
    });
  });

  it("answers an unknown team with empty data", async () => {
    const data = await playerList({ team_id: 99_999 });
    expect(data).toEqual({
      team_info: { team_id: 99_999, team_name: "", region: "", logo: null, teammate_num: 0 },
      teammate_data: [],
    });
  });
});
