/** team_match: the matches a team played in an event, against the demo files. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { readDemo } from "./demo-truth.ts";
import { byTeam, ok, playedIn } from "./lists-truth.ts";

describe.each(ENGINES)("team_match on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("lists the team's matches in the event with the games it played", async () => {
    const teamId = 100034;
    const played = playedIn(byTeam(teamId));
    const eventId = played.events[0]!;
    const answer = await ok(server, "team_match", { team_id: teamId, event_id: eventId });
    expect(answer.stats.map((row) => row.match_id)).toEqual(played.matchesOf(eventId));
    for (const row of answer.stats) {
      const match = readDemo().matches.get(row.match_id)!;
      expect(row).toMatchObject({ single_match_id: -1, match_name: match.name, event_id: eventId });
      expect(row.single_match_id_list).toEqual(played.gamesOf(row.match_id));
    }
  });

  it("keeps only the matches of match_list; an event the team did not play answers nothing", async () => {
    const teamId = 100001;
    const played = playedIn(byTeam(teamId));
    const eventId = played.events[0]!;
    const [first, second] = played.matchesOf(eventId);
    const answer = await ok(server, "team_match", {
      team_id: teamId,
      event_id: eventId,
      match_list: [second!, 10_000_000 + 99_999, first!],
    });
    expect(answer.stats.map((row) => row.match_id)).toEqual([first, second]);
    expect(await ok(server, "team_match", { team_id: teamId, event_id: 10_004 })).toEqual({ stats: [] });
  });
});
