/**
 * Where a team screen is: the team and the season, event and match the visitor went down through. Each id
 * of the address must be one the team played, within the level above it; otherwise the screen says which
 * one does not exist. Levels the address leaves out are read from the deeper ones (a match's event, an
 * event's season), so every screen can name where it is.
 */
import type { MatchRow, TeamRow } from "@match-stats/contract";
import type { QueryClient } from "@tanstack/react-query";
import { combined, read } from "../../api/query.ts";
import { readId } from "../../app/query-ids.ts";
import type { Crumb } from "../../blocks/drilldown/crumb.ts";
import { type LevelRoutes, levelCrumbs } from "../../blocks/drilldown/level-crumbs.ts";
import { findMatches } from "../../blocks/drilldown/match-lookup.ts";
import {
  firstMissing,
  type LevelIds,
  type LevelRows,
  type PathAnswer,
} from "../../blocks/drilldown/path-levels.ts";
import { eventsOfTeam, findTeam, matchesOfTeam, seasonsOfTeam } from "./team-lists.ts";

export interface TeamPathIds extends LevelIds {
  readonly teamId: number;
  /** One game of the match; absent for every game. */
  readonly singleMatchId?: number | undefined;
}

export interface TeamPath extends LevelRows {
  readonly team: TeamRow;
  readonly singleMatchId?: number | undefined;
}

/** The screen of each level below the team, which its View links and the trail's links open. */
export const LEVEL_ROUTES: LevelRoutes = {
  season: "teamSeasonDetail",
  event: "teamEventDetail",
  match: "teamMatchData",
};

/** The address of a team screen, ids in the order of the levels. */
export const teamQuery = (ids: TeamPathIds) => ({
  team_id: ids.teamId,
  season_id: ids.seasonId,
  event_id: ids.eventId,
  match_id: ids.matchId,
  single_match_id: ids.singleMatchId,
});

/** The game of the address; -1 there, as in the API, means every game. */
export function readSingleMatchId(params: URLSearchParams): number | undefined {
  const id = readId(params, "single_match_id");
  return id === -1 ? undefined : id;
}

/** The match, when the team played it. */
async function matchOfTeam(client: QueryClient, ids: TeamPathIds): Promise<MatchRow | undefined> {
  const { teamId, matchId, eventId } = ids;
  if (matchId === undefined) return undefined;
  // teamMatchPlayer's address names no event: the match's own row says which it is.
  const event =
    eventId ?? (await read(client, findMatches([matchId]))).find((row) => row.match_id === matchId)?.event_id;
  if (event === undefined) return undefined;
  const matches = await read(client, matchesOfTeam(teamId, event, []));
  return matches.find((row) => row.match_id === matchId);
}

const none = Promise.resolve([]);

async function loadTeamPath(client: QueryClient, ids: TeamPathIds): Promise<PathAnswer<TeamPath>> {
  const { teamId, seasonId, eventId, matchId, singleMatchId } = ids;
  const [team, seasons, events, match] = await Promise.all([
    read(client, findTeam(teamId)),
    read(client, seasonsOfTeam(teamId)),
    eventId === undefined && matchId === undefined ? none : read(client, eventsOfTeam(teamId, [])),
    matchOfTeam(client, ids),
  ]);
  if (!team) return { missing: { kind: "team", id: teamId } };
  const event = events.find((row) => row.event_id === (eventId ?? match?.event_id));
  const season = seasons.find((row) => row.season_id === (seasonId ?? event?.season_id));
  const gamePlayed = singleMatchId === undefined || match?.single_match_id_list.includes(singleMatchId);
  const missing = firstMissing([
    ["season", seasonId, season],
    // An event of another season than the address's is not one the team played in that season.
    ["event", eventId, event && (seasonId === undefined || event.season_id === seasonId)],
    ["match", matchId, match && gamePlayed],
  ]);
  return missing
    ? { missing, subject: teamCrumb(team) }
    : { path: { team, season, event, match, singleMatchId } };
}

/** Where a team screen is, as one query: the screen's frame and its route's loader share it. */
export const teamPathQuery = (ids: TeamPathIds) =>
  combined(["team-path", teamQuery(ids)], (client) => loadTeamPath(client, ids));

/** The team's own screen. */
const teamCrumb = (team: TeamRow): Crumb => ({
  kind: "team",
  name: team.name,
  to: "teamData",
  query: teamQuery({ teamId: team.id }),
});

/** The trail: the team, then each level down to the screen's own, the game kept on the match's link. */
export const teamCrumbs = (path: TeamPath): Crumb[] => {
  const teamId = path.team.id;
  return [
    teamCrumb(path.team),
    ...levelCrumbs(path, LEVEL_ROUTES, (ids) =>
      teamQuery({
        teamId,
        ...ids,
        singleMatchId: ids.matchId === undefined ? undefined : path.singleMatchId,
      }),
    ),
  ];
};
