/** teammate_list: who played for a team in a season, event, match or game, against the demo files. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { type DemoGame, readDemo } from "./demo-truth.ts";
import { ok } from "./lists-truth.ts";

const TEAM = 100001;

/** The team's records in the games `where` keeps, newest id first, as the API lists them. */
function teammatesIn(where: (game: DemoGame) => boolean) {
  const { reference, games } = readDemo();
  const ids = new Set(
    games
      .filter(where)
      .flatMap((g) => g.game.players.filter((p) => p.team_id === TEAM).map((p) => p.teamplayer_id)),
  );
  return reference.team_players
    .filter((tp) => ids.has(tp.id))
    .sort((a, b) => b.player_id - a.player_id)
    .map((tp) => ({ id: tp.id, name: tp.name, uid: tp.uids, player_id: tp.player_id }));
}

describe.each(ENGINES)("teammate_list on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("team_season and team_event: everyone who played for the team there", async () => {
    const { reference } = readDemo();
    const seasonOf = new Map(reference.events.map((e) => [e.id, e.season_id]));
    const season = await ok(server, "teammate_list", {
      field: "team_season",
      team_id: TEAM,
      season_id: 1001,
    });
    expect(season.team_player_list).toEqual(teammatesIn((g) => seasonOf.get(g.eventId) === 1001));
    const event = await ok(server, "teammate_list", { field: "team_event", team_id: TEAM, event_id: 10001 });
    expect(event.team_player_list).toEqual(teammatesIn((g) => g.eventId === 10001));
  });

  it("team_match: the players of a match, or of one game of it", async () => {
    const { games } = readDemo();
    const game = games.find((g) => g.game.teams.some((t) => t.team_id === TEAM) && g.match.games.length > 1)!;
    const match = await ok(server, "teammate_list", {
      field: "team_match",
      team_id: TEAM,
      match_id: game.match.id,
    });
    expect(match.team_player_list).toEqual(teammatesIn((g) => g.match.id === game.match.id));
    expect(match.team_player_list.length).toBeGreaterThan(0);
    const single = await ok(server, "teammate_list", {
      field: "team_match",
      team_id: TEAM,
      single_match_id: game.id,
    });
    expect(single.team_player_list).toEqual(teammatesIn((g) => g.id === game.id));
  });

  it("answers an empty list for a context the team did not play in", async () => {
    expect(
      await ok(server, "teammate_list", { field: "team_event", team_id: TEAM, event_id: 10004 }),
    ).toEqual({
      team_player_list: [],
    });
  });

  it.each([
    ["team_season", "season_id"],
    ["team_event", "event_id"],
    ["team_match", "match_id"],
  ])("%s without %s answers 400 naming it", async (field, missing) => {
    const answer = await server.client.call("teammate_list", { field, team_id: TEAM });
    expect(answer).toMatchObject({ http: 400, code: "INVALID_BODY" });
    expect(answer.msg).toMatch(new RegExp(`^${missing}: is required`));
  });
});
