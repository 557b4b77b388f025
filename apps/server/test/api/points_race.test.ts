/**
 * points_race: an event's race (kept by ingest) ends where its standings end, team by team and in their order;
 * some matches' race adds up game by game and names each game's leaders; bad bodies are refused.
 */
import type { PointsRace } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { ok } from "./lists-truth.ts";

const BR_EVENT = 10001;
const CS_EVENT = 10004;
const BR_MATCHES = [10000001, 10000002];
const CS_MATCH = 10000043;

/** Each line's running totals are its scores added up, and each game's leaders hold the highest total. */
function expectConsistent(race: PointsRace): void {
  for (const line of race.lines) {
    expect(line.scores).toHaveLength(race.games.length);
    let total = 0;
    line.scores.forEach((score, index) => {
      total += score ?? 0;
      expect(line.running[index]).toBe(total);
    });
  }
  race.games.forEach((_game, index) => {
    const best = Math.max(...race.lines.map((line) => line.running[index] ?? 0));
    const leaders = race.lines.filter((line) => line.running[index] === best).map((line) => line.team_id);
    expect(race.leaders[index]).toEqual(leaders.sort((a, b) => a - b));
  });
}

describe.each(ENGINES)("points_race on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("ends an event's race where its standings end, the teams in the standings' order", async () => {
    const race = await ok(server, "points_race", { field: "event", event_id: BR_EVENT });
    const { events } = await ok(server, "standings", { field: "event", event_id: BR_EVENT });
    const standings = events[0]?.standings ?? [];
    expect(race.scoring).toBe("points");
    expect(race.games.length).toBeGreaterThan(12);
    expect(race.lines.map((line) => line.team_id)).toEqual(standings.map((row) => row.team_id));
    expect(race.lines.map((line) => [line.team_name, line.running.at(-1)])).toEqual(
      standings.map((row) => [row.team_name, row.total_score]),
    );
    expectConsistent(race);
  });

  it("orders the games oldest first, by start time and place in the match", async () => {
    const race = await ok(server, "points_race", { field: "event", event_id: BR_EVENT });
    const keys = race.games.map((game) => [game.start_time, game.seq, game.single_match_id]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!));
  });

  it("counts games won in clash squad, the winner of the event's standings ahead at the end", async () => {
    const race = await ok(server, "points_race", { field: "event", event_id: CS_EVENT });
    expect(race.scoring).toBe("games_won");
    for (const line of race.lines)
      expect(line.scores.every((s) => s === null || s === 0 || s === 1)).toBe(true);
    const games = race.games.length;
    const won = race.lines.reduce((sum, line) => sum + (line.running.at(-1) ?? 0), 0);
    expect(won).toBe(games);
    expectConsistent(race);
  });

  it("races some matches at the call: their games only, the same figures as the event's", async () => {
    const basket = await ok(server, "points_race", { field: "matches", match_ids: BR_MATCHES });
    const event = await ok(server, "points_race", { field: "event", event_id: BR_EVENT });
    expect(new Set(basket.games.map((game) => game.match_id))).toEqual(new Set(BR_MATCHES));
    const scoreIn = (race: PointsRace, teamId: number, game: number) => {
      const line = race.lines.find((l) => l.team_id === teamId);
      return line?.scores[race.games.findIndex((g) => g.single_match_id === game)] ?? null;
    };
    for (const line of basket.lines) {
      for (const game of basket.games) {
        expect(scoreIn(basket, line.team_id, game.single_match_id)).toBe(
          scoreIn(event, line.team_id, game.single_match_id),
        );
      }
    }
    expectConsistent(basket);
    const single = await ok(server, "points_race", { field: "matches", match_ids: [CS_MATCH] });
    expect(single.scoring).toBe("games_won");
    expectConsistent(single);
  });

  it("answers an empty race for an event that does not exist", async () => {
    expect(await ok(server, "points_race", { field: "event", event_id: 99_999_999 })).toEqual({
      scoring: "points",
      games: [],
      lines: [],
      leaders: [],
    });
  });

  it("refuses a body without its ids, or with more than 8 matches", async () => {
    for (const fields of [
      { field: "event" },
      { field: "matches" },
      { field: "matches", match_ids: [] },
      { field: "matches", match_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    ]) {
      const answer = await server.client.call("points_race", fields);
      expect(answer, JSON.stringify(fields)).toMatchObject({ http: 400, code: "INVALID_BODY" });
    }
  });
});
