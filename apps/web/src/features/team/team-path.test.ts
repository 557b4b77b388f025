import type { EventRow, MatchRow, SeasonRow, TeamRow } from "@match-stats/contract";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../api/query-client.ts";
import { type TeamPathIds, teamCrumbs, teamPathQuery } from "./team-path.ts";

const team = { id: 7, name: "Team" } as TeamRow;
const season = { season_id: 1002, season_name: "Season" } as SeasonRow;
const earlier = { season_id: 1001, season_name: "Earlier" } as SeasonRow;
const event = { event_id: 10006, event_name: "Event", season_id: 1002 } as EventRow;
const match = {
  match_id: 501,
  match_name: "Match",
  event_id: 10006,
  season_id: 1002,
  single_match_id_list: [9001],
} as MatchRow;

// What the team played, as the team calls answer.
const answers = (key: string, rows: unknown) => ({
  queryKey: [key],
  queryFn: async () => rows,
  select: (answer: unknown) => answer,
});
vi.mock("./team-lists.ts", () => ({
  findTeam: (id: number) => answers(`team:${id}`, id === team.id ? team : null),
  seasonsOfTeam: () => answers("seasons", [season, earlier]),
  eventsOfTeam: () => answers("events", [event]),
  matchesOfTeam: (_team: number, eventId: number) =>
    answers(`matches:${eventId}`, eventId === event.event_id ? [match] : []),
}));
vi.mock("../../blocks/drilldown/match-lookup.ts", () => ({
  findMatches: (ids: number[]) => answers(`match:${ids}`, ids.includes(match.match_id) ? [match] : []),
}));

const loadTeamPath = (ids: TeamPathIds) => createQueryClient().fetchQuery(teamPathQuery(ids));

describe("a team screen's path", () => {
  it("reads the levels an address leaves out from the deeper ones", async () => {
    await expect(loadTeamPath({ teamId: 7, matchId: 501 })).resolves.toEqual({
      path: { team, season, event, match, singleMatchId: undefined },
    });
  });

  it("names the first level the team did not play", async () => {
    const missing = async (ids: TeamPathIds) =>
      loadTeamPath(ids).then((answer) => ("missing" in answer ? answer.missing : answer));
    await expect(missing({ teamId: 8 })).resolves.toEqual({ kind: "team", id: 8 });
    await expect(missing({ teamId: 7, seasonId: 1000 })).resolves.toEqual({ kind: "season", id: 1000 });
    // An event of another season than the address's.
    await expect(missing({ teamId: 7, seasonId: 1001, eventId: 10006 })).resolves.toEqual({
      kind: "event",
      id: 10006,
    });
    await expect(missing({ teamId: 7, eventId: 10001 })).resolves.toEqual({ kind: "event", id: 10001 });
    await expect(missing({ teamId: 7, eventId: 10006, matchId: 502 })).resolves.toEqual({
      kind: "match",
      id: 502,
    });
    await expect(missing({ teamId: 7, eventId: 10006, matchId: 501, singleMatchId: 9002 })).resolves.toEqual({
      kind: "match",
      id: 501,
    });
  });

  it("opens each level's screen from the trail with the ids down to it, the game on the match's", () => {
    const crumbs = teamCrumbs({ team, season, event, match, singleMatchId: 9001 });
    expect(crumbs.map((crumb) => [crumb.kind, crumb.name, crumb.to])).toEqual([
      ["team", "Team", "teamData"],
      ["season", "Season", "teamSeasonDetail"],
      ["event", "Event", "teamEventDetail"],
      ["match", "Match", "teamMatchData"],
    ]);
    expect(crumbs[1]?.query).toEqual({
      team_id: 7,
      season_id: 1002,
      event_id: undefined,
      match_id: undefined,
      single_match_id: undefined,
    });
    expect(crumbs[3]?.query).toEqual({
      team_id: 7,
      season_id: 1002,
      event_id: 10006,
      match_id: 501,
      single_match_id: 9001,
    });
  });
});
