/** team_season: a team's seasons, each with the events it played, against the demo files. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { readDemo } from "./demo-truth.ts";
import { byTeam, ok, playedIn } from "./lists-truth.ts";

describe.each(ENGINES)("team_season on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it.each([100001, 100034])("team %i: the seasons of the events it played", async (teamId) => {
    const played = playedIn(byTeam(teamId));
    expect(played.seasons.length).toBeGreaterThan(0);
    const answer = await ok(server, "team_season", { team_id: teamId });
    expect(answer.team_stats.map((row) => row.season_id)).toEqual(played.seasons);
    for (const row of answer.team_stats) {
      expect(row.event_list).toEqual(played.eventsOf(row.season_id));
      const season = readDemo().reference.seasons.find((s) => s.id === row.season_id)!;
      expect(row).toMatchObject({
        season_name: season.name,
        host_region: season.host_regions,
        logo: season.logo,
      });
    }
  });

  it("answers an empty list for an unknown team", async () => {
    expect(await ok(server, "team_season", { team_id: 42 })).toEqual({ team_stats: [] });
  });
});
