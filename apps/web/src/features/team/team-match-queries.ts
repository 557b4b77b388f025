/**
 * What a team's match screen shows (teamMatchData, teamMatchDetail), read from its address: the screen's
 * blocks and its route's loader take their requests from here, so the loader's prefetch is what they ask.
 */
import type { CallRequestInput } from "@match-stats/contract";
import { dataInfoQuery } from "../../api/calls/data-info.ts";
import { readId } from "../../app/query-ids.ts";
import { matchSkills, matchWeapons } from "../../blocks/data-info/match-breakdowns.ts";
import { readSingleMatchId, type TeamPathIds, teamPathQuery } from "./team-path.ts";
import { teammatesOf } from "./use-teammates.ts";

export type TeamMatchIds = TeamPathIds & { readonly matchId: number };

export const readTeamMatchIds = (params: URLSearchParams): TeamMatchIds => ({
  teamId: readId(params, "team_id", true),
  seasonId: readId(params, "season_id"),
  eventId: readId(params, "event_id", true),
  matchId: readId(params, "match_id", true),
  singleMatchId: readSingleMatchId(params),
});

export function teamMatchRequests({ teamId, matchId, singleMatchId }: TeamMatchIds) {
  const scope = { field: "team_match", team_id: teamId, match_id: matchId } as const;
  const breakdown = {
    match_ids: [matchId],
    single_match_id: singleMatchId === undefined ? [] : [singleMatchId],
    team_id: teamId,
  };
  const teammates: CallRequestInput<"teammate_list"> = {
    ...scope,
    single_match_id: singleMatchId ?? -1,
  };
  return { scope, breakdown, teammates };
}

/** Every query of the screen, for its loader. */
export function teamMatchQueries(ids: TeamMatchIds) {
  const { scope, breakdown, teammates } = teamMatchRequests(ids);
  return [
    teamPathQuery(ids),
    teammatesOf(teammates),
    dataInfoQuery(scope),
    matchWeapons(breakdown),
    matchSkills(breakdown),
  ];
}
