/** info_list: each list of the drill-down screens against the demo files, and the ids each field needs. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { readDemo } from "./demo-truth.ts";
import { byTeam, byTeamPlayer, ok, playedIn } from "./lists-truth.ts";

describe.each(ENGINES)("info_list on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("player_teamplayer: a player's records, newest first, with names, uids and team logo", async () => {
    const answer = await ok(server, "info_list", { field: "player_teamplayer", player_id: 1000010 });
    const { reference } = readDemo();
    const records = ["1000010_3", "1000010_2", "1000010_1"].map(
      (id) => reference.team_players.find((tp) => tp.id === id)!,
    );
    expect(answer.data).toEqual(
      records.map((tp) => {
        const team = reference.teams.find((t) => t.id === tp.team_id)!;
        return {
          id: tp.id,
          name: tp.name,
          uid: tp.uids,
          player_id: 1000010,
          player_name: "Cafuné",
          team_id: team.id,
          team_name: team.name,
          logo: team.logo,
        };
      }),
    );
  });

  it("player_season and player_event: a team-player's seasons, and events in a season", async () => {
    const played = playedIn(byTeamPlayer("1000010_1"));
    const seasons = await ok(server, "info_list", { field: "player_season", teamplayer_id: "1000010_1" });
    expect(seasons.data.map((row) => ("season_id" in row ? row.season_id : 0))).toEqual(played.seasons);
    const seasonId = played.seasons[0]!;
    const events = await ok(server, "info_list", {
      field: "player_event",
      teamplayer_id: "1000010_1",
      season_id: seasonId,
    });
    expect(events.data.map((row) => ("event_id" in row ? row.event_id : 0))).toEqual(
      played.eventsOf(seasonId),
    );
  });

  it("team_career, team_season and team_event: a team's seasons, events and matches", async () => {
    const played = playedIn(byTeam(100034));
    const seasons = await ok(server, "info_list", { field: "team_career", team_id: 100034 });
    expect(seasons.data.map((row) => ("season_id" in row ? row.season_id : 0))).toEqual(played.seasons);
    const seasonId = played.seasons[0]!;
    const events = await ok(server, "info_list", {
      field: "team_season",
      team_id: 100034,
      season_id: seasonId,
    });
    expect(events.data.map((row) => ("event_id" in row ? row.event_id : 0))).toEqual(
      played.eventsOf(seasonId),
    );
    const eventId = played.eventsOf(seasonId)[0]!;
    const matches = await ok(server, "info_list", {
      field: "team_event",
      team_id: 100034,
      event_id: eventId,
    });
    expect(matches.data.map((row) => ("match_id" in row ? row.match_id : 0))).toEqual(
      played.matchesOf(eventId),
    );
  });

  it.each([
    [{ field: "player_teamplayer" }, "player_id"],
    [{ field: "player_season" }, "teamplayer_id"],
    [{ field: "player_event", teamplayer_id: "1000001_1" }, "season_id"],
    [{ field: "team_career", team_id: -1 }, "team_id"],
    [{ field: "team_season", team_id: 100001 }, "season_id"],
    [{ field: "team_event", team_id: 100001, season_id: 1001 }, "event_id"],
  ])("%o without %s answers 400 naming it", async (fields, missing) => {
    const answer = await server.client.call("info_list", fields);
    expect(answer).toMatchObject({ http: 400, code: "INVALID_BODY" });
    expect(answer.msg).toMatch(new RegExp(`^${missing}: is required`));
  });

  it("answers empty lists for unknown ids", async () => {
    expect(await ok(server, "info_list", { field: "player_teamplayer", player_id: 42 })).toEqual({
      data: [],
    });
    expect(await ok(server, "info_list", { field: "team_career", team_id: 42 })).toEqual({ data: [] });
  });
});
