/** team_event: the events a team played, with only its matches and games, against the demo files. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { byTeam, ok, playedIn } from "./lists-truth.ts";

describe.each(ENGINES)("team_event on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("lists every event the team played, with the matches and games it played", async () => {
    const teamId = 100034;
    const played = playedIn(byTeam(teamId));
    expect(played.events.length).toBeGreaterThan(1);
    const answer = await ok(server, "team_event", { team_id: teamId });
    expect(answer.stats.map((row) => row.event_id)).toEqual(played.events);
    for (const row of answer.stats) {
      expect(row.match_list).toEqual(played.matchesOf(row.event_id));
      expect(row.single_match_id_list).toEqual(played.eventGames(row.event_id));
    }
  });

  it("keeps only the events of event_list the team played", async () => {
    const teamId = 100001;
    const played = playedIn(byTeam(teamId));
    const notPlayed = 10_004;
    expect(played.events).not.toContain(notPlayed);
    const asked = [played.events[1]!, notPlayed, played.events[0]!];
    const answer = await ok(server, "team_event", { team_id: teamId, event_list: asked });
    expect(answer.stats.map((row) => row.event_id)).toEqual(played.events.slice(0, 2));
    expect(await ok(server, "team_event", { team_id: 42, event_list: [] })).toEqual({ stats: [] });
  });
});
