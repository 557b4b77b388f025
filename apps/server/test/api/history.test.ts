/**
 * history: a team's line in each event is the standings call's line, and each team-player record's stint
 * holds its Data Info career totals, its team's wins and its first and last game, against the demo files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { readDemo } from "./demo-truth.ts";
import { byTeam, ok, playedIn } from "./lists-truth.ts";

describe.each(ENGINES)("history on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("gives the team's place in every event it played, newest first, as the standings show it", async () => {
    const { reference, games } = readDemo();
    const modeOf = new Map(reference.events.map((event) => [event.id, event.mode]));
    // A team that played battle royale and clash squad, so both kinds of line are checked.
    const teamId = reference.teams
      .map((team) => team.id)
      .find((id) => new Set(games.filter(byTeam(id)).map((game) => modeOf.get(game.eventId))).size > 1)!;
    const answer = await ok(server, "history", { field: "team", team_id: teamId });
    const played = playedIn(byTeam(teamId)).events;
    expect(answer.events.map((row) => row.event_id).sort()).toEqual([...played].sort());
    const starts = answer.events.map((row) => row.start_time);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const modes = new Set(answer.events.map((row) => row.mode));
    expect(modes.size).toBeGreaterThan(1);
    for (const row of answer.events) {
      const { events } = await ok(server, "standings", { field: "event", event_id: row.event_id });
      const line = events[0]!.standings.find((standing) => standing.team_id === teamId);
      const { season_id, season_name, event_id, event_name, mode, start_time, ...own } = row;
      expect(own).toEqual(line);
      expect(mode).toBe(events[0]!.mode);
      expect(event_name).toBe(events[0]!.event_name);
      expect(season_name).not.toBe("");
      expect(season_id).toBeGreaterThan(0);
      // Clash squad places by series: its W-D-L is there, battle royale's points are not.
      expect(row.matches_w_d_l === null).toBe(row.mode === 1);
      expect(row.total_score === null).toBe(row.mode !== 1);
    }
  });

  it("gives each record of a player who came back, with its totals, wins and first and last game", async () => {
    const playerId = 1000010;
    const answer = await ok(server, "history", { field: "player", player_id: playerId });
    expect(answer.events).toEqual([]);
    const ids = answer.stints.map((stint) => stint.teamplayer_id);
    expect(ids).toEqual(expect.arrayContaining(["1000010_1", "1000010_3"]));
    const firsts = answer.stints.map((stint) => stint.first_time);
    expect(firsts).toEqual([...firsts].sort((a, b) => b - a));
    const { games } = readDemo();
    for (const stint of answer.stints) {
      const { total } = await ok(server, "data_info", {
        field: "player_teamplayer",
        teamplayer_id: stint.teamplayer_id,
      });
      const { booyah: _teamCounter, ...block } = total[0]!;
      expect(stint).toMatchObject(block);
      const { booyah, teamplayer_id, player_id, player_name, team_id, team_name } = stint;
      expect(player_id).toBe(playerId);
      const own = games.filter((game) =>
        game.game.players.some((player) => player.teamplayer_id === teamplayer_id),
      );
      expect(own).toHaveLength(stint.games ?? 0);
      const times = own.map((game) => game.game.start_time).sort((a, b) => a - b);
      expect([stint.first_time, stint.last_time]).toEqual([times[0], times.at(-1)]);
      const won = own.filter((game) =>
        game.game.teams.some((team) => team.team_id === team_id && team.booyah === 1),
      );
      expect(booyah).toBe(won.length);
      expect(team_name).not.toBe("");
      expect(player_name).not.toBe("");
    }
  });

  it("gives the team's roster over time, every record that played for it", async () => {
    const teamId = 100001;
    const answer = await ok(server, "history", { field: "team", team_id: teamId });
    const { games } = readDemo();
    const records = new Set(
      games.flatMap((game) =>
        game.game.players.filter((player) => player.team_id === teamId).map((player) => player.teamplayer_id),
      ),
    );
    expect(new Set(answer.stints.map((stint) => stint.teamplayer_id))).toEqual(records);
    expect(answer.stints.every((stint) => stint.team_id === teamId)).toBe(true);
  });

  it("answers empty lists for an id that names nothing", async () => {
    expect(await ok(server, "history", { field: "team", team_id: 42 })).toEqual({ events: [], stints: [] });
    expect(await ok(server, "history", { field: "player", player_id: 42 })).toEqual({
      events: [],
      stints: [],
    });
  });
});
