/** player_match: the matches a player played for a team in an event, against the demo files. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { readDemo } from "./demo-truth.ts";
import { byTeamPlayer, ok, playedIn } from "./lists-truth.ts";

/** A substitute: a record that sat out some of its team's matches in an event, so the lists differ. */
function substitute() {
  const { reference } = readDemo();
  for (const record of reference.team_players) {
    const own = playedIn(byTeamPlayer(record.id));
    const team = playedIn((g) => g.game.teams.some((t) => t.team_id === record.team_id));
    const eventId = own.events.find((id) => own.matchesOf(id).length < team.matchesOf(id).length);
    if (eventId) return { record, own, eventId };
  }
  throw new Error("the demo has no substitute");
}

describe.each(ENGINES)("player_match on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("lists only the matches the player played in the event, with the games played", async () => {
    const { record, own, eventId } = substitute();
    const answer = await ok(server, "player_match", {
      uid: record.player_id,
      team_id: record.team_id,
      event_id: eventId,
    });
    expect(answer.stats.map((row) => row.match_id)).toEqual(own.matchesOf(eventId));
    for (const row of answer.stats) expect(row.single_match_id_list).toEqual(own.gamesOf(row.match_id));
  });

  it("keeps only the matches of match_list", async () => {
    const own = playedIn(byTeamPlayer("1000001_1"));
    const eventId = own.events[0]!;
    const last = own.matchesOf(eventId).at(-1)!;
    const answer = await ok(server, "player_match", {
      uid: 1000001,
      team_id: 100001,
      event_id: eventId,
      match_list: [last, 10_099_999],
    });
    expect(answer.stats.map((row) => row.match_id)).toEqual([last]);
  });
});
