/**
 * placement_spread: a team's games of an event oldest first with its placement and the number of teams,
 * checked against the demo ingest files; the counts per placement and the average against the standings;
 * clash squad's two places; empty answers; bad bodies refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { readDemo } from "./demo-truth.ts";
import { ok } from "./lists-truth.ts";

const TEAM = 100_001;
const BR_EVENT = 10001;
const CS_TEAM = 100_033;
const CS_EVENT = 10004;

/** The team's games of the event from the demo files, oldest first (start time, then place in the match). */
const truth = (teamId: number, eventId: number) =>
  readDemo()
    .games.filter((g) => g.eventId === eventId && g.game.teams.some((team) => team.team_id === teamId))
    .map(({ match, game }) => ({
      single_match_id: game.id,
      match_id: match.id,
      match_name: match.name,
      seq: match.games.indexOf(game) + 1,
      start_time: game.start_time,
      mode: game.mode,
      rank: game.teams.find((team) => team.team_id === teamId)!.rank,
      teams: game.teams.length,
    }))
    .sort((a, b) => a.start_time - b.start_time || a.seq - b.seq || a.single_match_id - b.single_match_id);

describe.each(ENGINES)("placement_spread on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  const standing = async (eventId: number, teamId: number) => {
    const { events } = await ok(server, "standings", { field: "event", event_id: eventId });
    return events[0]?.standings.find((row) => row.team_id === teamId);
  };

  it("lists the team's games of the event oldest first, its placement and the teams of each", async () => {
    const spread = await ok(server, "placement_spread", { team_id: TEAM, event_id: BR_EVENT });
    expect(spread.games).toEqual(truth(TEAM, BR_EVENT));
    expect(spread.games.length).toBe((await standing(BR_EVENT, TEAM))?.games);
  });

  it("counts the games per placement from 1 to the most teams, its average the standings' Avg Placement", async () => {
    const spread = await ok(server, "placement_spread", { team_id: TEAM, event_id: BR_EVENT });
    const most = Math.max(...spread.games.map((game) => game.teams));
    expect(spread.counts.map((c) => c.placement)).toEqual(Array.from({ length: most }, (_, i) => i + 1));
    for (const { placement, count } of spread.counts) {
      expect(count, String(placement)).toBe(spread.games.filter((game) => game.rank === placement).length);
    }
    expect(spread.avg_placement).toBeCloseTo((await standing(BR_EVENT, TEAM))!.avg_placement!, 12);
  });

  it("keeps clash squad's places 1 (won) and 2 (lost), the games won as the standings count them", async () => {
    const spread = await ok(server, "placement_spread", { team_id: CS_TEAM, event_id: CS_EVENT });
    expect(spread.games).toEqual(truth(CS_TEAM, CS_EVENT));
    expect(spread.games.every((game) => game.mode === 15 && game.teams === 2)).toBe(true);
    const [won, lost] = (await standing(CS_EVENT, CS_TEAM))!.games_w_l!.split("-").map(Number);
    expect(spread.counts).toEqual([
      { placement: 1, count: won },
      { placement: 2, count: lost },
    ]);
    expect(spread.avg_placement).toBeCloseTo((won! + 2 * lost!) / (won! + lost!), 12);
  });

  it("answers no games for a team that did not play the event, or ids that are not known", async () => {
    for (const fields of [
      { team_id: TEAM, event_id: CS_EVENT },
      { team_id: 99_999_999, event_id: BR_EVENT },
      { team_id: TEAM, event_id: 99_999_999 },
    ]) {
      expect(await ok(server, "placement_spread", fields), JSON.stringify(fields)).toEqual({
        games: [],
        counts: [],
        avg_placement: null,
      });
    }
  });

  it("refuses a body without both ids", async () => {
    for (const fields of [
      { team_id: TEAM },
      { event_id: BR_EVENT },
      { team_id: -1, event_id: BR_EVENT },
      { team_id: TEAM, event_id: 0 },
    ]) {
      const answer = await server.client.call("placement_spread", fields);
      expect(answer, JSON.stringify(fields)).toMatchObject({ http: 400, code: "INVALID_BODY" });
    }
  });
});
