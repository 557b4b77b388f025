/**
 * A team's record and the seasons, events and matches it played, each asked one way only: a screen's list
 * and the check that the next screen's id is on it send the same request, so they share one answer.
 */
import type { EventRow, MatchRow, SeasonRow, TeamRow } from "@match-stats/contract";
import { search } from "../../api/calls/search.ts";
import { teamEvent } from "../../api/calls/team-event.ts";
import { teamMatch } from "../../api/calls/team-match.ts";
import { teamSeason } from "../../api/calls/team-season.ts";
import { findMatches } from "../drilldown/match-lookup.ts";

/** The team, or null when no team has the id (a single team's search asks for every row: size -1). */
export const findTeam = (teamId: number, fresh: boolean): Promise<TeamRow | null> =>
  search({ search_type: 2, field: "team_new", param: [String(teamId)], size: -1, page: 1 }, { fresh }).then(
    (answer) => answer.team_stats?.find((row) => row.id === teamId) ?? null,
  );

/** Any match by its id, or null. */
export const findMatch = (matchId: number, fresh: boolean): Promise<MatchRow | null> =>
  findMatches([matchId], fresh).then((rows) => rows.find((row) => row.match_id === matchId) ?? null);

/** The seasons the team played, newest first (team_season). */
export const seasonsOfTeam = (teamId: number, fresh: boolean): Promise<readonly SeasonRow[]> =>
  teamSeason({ team_id: teamId }, { fresh }).then((answer) => answer.team_stats);

/** The events the team played, among `eventList` when it is not empty (team_event). */
export const eventsOfTeam = (
  teamId: number,
  eventList: readonly number[],
  fresh: boolean,
): Promise<readonly EventRow[]> =>
  teamEvent({ team_id: teamId, event_list: [...eventList] }, { fresh }).then((answer) => answer.stats);

/** The matches the team played in an event, among `matchList` when it is not empty (team_match). */
export const matchesOfTeam = (
  teamId: number,
  eventId: number,
  matchList: readonly number[],
  fresh: boolean,
): Promise<readonly MatchRow[]> =>
  teamMatch({ team_id: teamId, event_id: eventId, match_list: [...matchList] }, { fresh }).then(
    (answer) => answer.stats,
  );
