/** player_event: the events a player played for a team, with their matches and games, against the demo files. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { byTeamPlayer, ok, playedIn } from "./lists-truth.ts";

describe.each(ENGINES)("player_event on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("lists the events played for the team, each with the matches and games played", async () => {
    const played = playedIn(byTeamPlayer("1000010_2"));
    expect(played.events.length).toBeGreaterThan(0);
    const answer = await ok(server, "player_event", { uid: 1000010, team_id: 100004 });
    expect(answer.stats.map((row) => row.event_id)).toEqual(played.events);
    for (const row of answer.stats) {
      expect(row.match_list).toEqual(played.matchesOf(row.event_id));
      expect(row.single_match_id_list).toEqual(played.eventGames(row.event_id));
    }
  });

  it("keeps only the events of event_list; none for a team the player never joined", async () => {
    const played = playedIn(byTeamPlayer("1000001_1"));
    const answer = await ok(server, "player_event", {
      uid: 1000001,
      team_id: 100001,
      event_list: [played.events[0]!, 10_004],
    });
    expect(answer.stats.map((row) => row.event_id)).toEqual([played.events[0]]);
    expect(await ok(server, "player_event", { uid: 1000001, team_id: 100002 })).toEqual({ stats: [] });
  });
});
