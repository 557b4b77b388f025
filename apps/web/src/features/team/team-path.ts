/**
 * Where a team screen is: the team and the season, event and match the visitor went down through. Each id
 * of the address must be one the team played, within the level above it; otherwise the screen says which
 * one does not exist. Levels the address leaves out are read from the deeper ones (a match's event, an
 * event's season), so every screen can name where it is.
 */
import type { EventRow, MatchRow, SeasonRow, TeamRow } from "@match-stats/contract";
import { readId } from "../../app/query-ids.ts";
import type { RouteName } from "../../app/route-table.ts";
import { eventsOfTeam, findMatch, findTeam, matchesOfTeam, seasonsOfTeam } from "./team-lists.ts";

export const TEAM_LEVELS = ["team", "season", "event", "match"] as const;
export type TeamLevel = (typeof TEAM_LEVELS)[number];

export interface TeamPathIds {
  readonly teamId: number;
  readonly seasonId?: number | undefined;
  readonly eventId?: number | undefined;
  readonly matchId?: number | undefined;
  /** One game of the match; absent for every game. */
  readonly singleMatchId?: number | undefined;
}

export interface TeamPath {
  readonly team: TeamRow;
  readonly season?: SeasonRow | undefined;
  readonly event?: EventRow | undefined;
  readonly match?: MatchRow | undefined;
  readonly singleMatchId?: number | undefined;
}

/** The path, or the first level of it that does not exist. */
type TeamPathAnswer = { readonly path: TeamPath } | { readonly missing: TeamLevel };

/** The screen of each level, which its View links and the path's links open. */
export const LEVEL_ROUTES: Readonly<Record<TeamLevel, RouteName>> = {
  team: "teamData",
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
async function matchOfTeam(ids: TeamPathIds, fresh: boolean): Promise<MatchRow | undefined> {
  const { teamId, matchId, eventId } = ids;
  if (matchId === undefined) return undefined;
  // teamMatchPlayer's address names no event: the match's own row says which it is.
  const event = eventId ?? (await findMatch(matchId, fresh))?.event_id;
  if (event === undefined) return undefined;
  const matches = await matchesOfTeam(teamId, event, [], fresh);
  return matches.find((row) => row.match_id === matchId);
}

const none = Promise.resolve([]);

export async function loadTeamPath(ids: TeamPathIds, fresh: boolean): Promise<TeamPathAnswer> {
  const { teamId, seasonId, eventId, matchId, singleMatchId } = ids;
  const [team, seasons, events, match] = await Promise.all([
    findTeam(teamId, fresh),
    seasonsOfTeam(teamId, fresh),
    eventId === undefined && matchId === undefined ? none : eventsOfTeam(teamId, [], fresh),
    matchOfTeam(ids, fresh),
  ]);
  if (!team) return { missing: "team" };
  const event = events.find((row) => row.event_id === (eventId ?? match?.event_id));
  const season = seasons.find((row) => row.season_id === (seasonId ?? event?.season_id));
  if (seasonId !== undefined && !season) return { missing: "season" };
  if (eventId !== undefined && (!event || (seasonId !== undefined && event.season_id !== seasonId))) {
    return { missing: "event" };
  }
  const gamePlayed = singleMatchId === undefined || match?.single_match_id_list.includes(singleMatchId);
  if (matchId !== undefined && (!match || !gamePlayed)) return { missing: "match" };
  return { path: { team, season, event, match, singleMatchId } };
}

/** The ids of a path down to a level: what that level's screen is opened with. */
export function idsDownTo(path: TeamPath, level: TeamLevel): TeamPathIds {
  const depth = TEAM_LEVELS.indexOf(level);
  const down = (to: TeamLevel) => TEAM_LEVELS.indexOf(to) <= depth;
  return {
    teamId: path.team.id,
    seasonId: down("season") ? path.season?.season_id : undefined,
    eventId: down("event") ? path.event?.event_id : undefined,
    matchId: down("match") ? path.match?.match_id : undefined,
    singleMatchId: down("match") ? path.singleMatchId : undefined,
  };
}
