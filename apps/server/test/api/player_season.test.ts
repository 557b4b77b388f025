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

  // Player 1000010 played for team 100002 (record 1000010_1), then for team 100004 (1000010_2), then came
  // back to team 100002 (1000010_3): the newest record there, and the seasons of both stints.
  it.each([
    [100002, ["1000010_3", "1000010_1"]],
    [100004, ["1000010_2"]],
  ])("in team %i: the newest of records %j and the seasons they played", async (teamId, records) => {
    const played = playedIn((game) => records.some((id) => byTeamPlayer(id)(game)));
    const answer = await ok(server, "player_season", { uid: 1000010, team_id: teamId });
    expect(answer.teamplayer_id).toBe(records[0]);
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
