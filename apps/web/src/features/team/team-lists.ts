/**
 * A team's record and the seasons, events and matches it played, each asked one way only: a screen's list
 * and the check that the next screen's id is on it send the same request, so they share one answer.
 */
import type { EventRow, MatchRow, SeasonRow, TeamRow } from "@match-stats/contract";
import { searchQuery } from "../../api/calls/search.ts";
import { teamEventQuery } from "../../api/calls/team-event.ts";
import { teamMatchQuery } from "../../api/calls/team-match.ts";
import { teamSeasonQuery } from "../../api/calls/team-season.ts";
import { lookup } from "../../api/query.ts";

/** The team, or null when no team has the id (a single team's search asks for every row: size -1). */
export const findTeam = (teamId: number) =>
  lookup(
    searchQuery({ search_type: 2, field: "team_new", param: [String(teamId)], size: -1, page: 1 }),
    (answer): TeamRow | null => answer.team_stats?.find((row) => row.id === teamId) ?? null,
  );

/** The seasons the team played, newest first (team_season). */
export const seasonsOfTeam = (teamId: number) =>
  lookup(teamSeasonQuery({ team_id: teamId }), (answer): readonly SeasonRow[] => answer.team_stats);

/** The events the team played, among `eventList` when it is not empty (team_event). */
export const eventsOfTeam = (teamId: number, eventList: readonly number[]) =>
  lookup(
    teamEventQuery({ team_id: teamId, event_list: [...eventList] }),
    (answer): readonly EventRow[] => answer.stats,
  );

/** The matches the team played in an event, among `matchList` when it is not empty (team_match). */
export const matchesOfTeam = (teamId: number, eventId: number, matchList: readonly number[]) =>
  lookup(
    teamMatchQuery({ team_id: teamId, event_id: eventId, match_list: [...matchList] }),
    (answer): readonly MatchRow[] => answer.stats,
  );
