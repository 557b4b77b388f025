/** player_season: a player's seasons in one team and their team-player id there, against the demo files. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { byTeamPlayer, ok, playedIn } from "./lists-truth.ts";

describe.each(ENGINES)("player_season on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  // Player 1000010 played for team 100002 (record 1000010_1), then for team 100004 (1000010_2).
  it.each([
    [100002, "1000010_1"],
    [100004, "1000010_2"],
  ])("in team %i: record %s and the seasons it played", async (teamId, teamPlayerId) => {
    const played = playedIn(byTeamPlayer(teamPlayerId));
    const answer = await ok(server, "player_season", { uid: 1000010, team_id: teamId });
    expect(answer.teamplayer_id).toBe(teamPlayerId);
    expect(answer.stats.map((row) => row.season_id)).toEqual(played.seasons);
    for (const row of answer.stats) expect(row.event_list).toEqual(played.eventsOf(row.season_id));
  });

  it("answers no record and no seasons for a team the player never joined", async () => {
    expect(await ok(server, "player_season", { uid: 1000010, team_id: 100001 })).toEqual({
      teamplayer_id: null,
      stats: [],
    });
  });
});
