/**
 * Where a team-player screen is (teamplayerData, seasonData, eventData, matchData): the team-player record
 * and the season, event and match the visitor went down through. Each id of the address must be one the
 * team-player played, within the level above it; otherwise the screen names the first one that is not.
 */
import type { CallRequestInput, EventRow, MatchRow, PlayerRow, SeasonRow } from "@match-stats/contract";
import { MISSING } from "@match-stats/stats";
import { readId, readTextId } from "../../app/query-ids.ts";
import type { DrillAnswer, Level } from "./DrillScreen.tsx";
import type { Crumb } from "./DrillTrail.tsx";
import { findTeamPlayer } from "./find-player.ts";
import { eventsOfTeamPlayer, matchesInTeam, seasonsOfTeamPlayer } from "./player-lists.ts";

const PATH_LEVELS = ["teamplayer", "season", "event", "match"] as const;
export type PathLevel = (typeof PATH_LEVELS)[number];

export interface PathIds {
  readonly playerId: number;
  readonly teamPlayerId: string;
  readonly seasonId?: number | undefined;
  readonly eventId?: number | undefined;
  readonly matchId?: number | undefined;
}

export interface TeamPlayerPath {
  readonly teamPlayer: PlayerRow;
  readonly season?: SeasonRow | undefined;
  readonly event?: EventRow | undefined;
  readonly match?: MatchRow | undefined;
}

/** Whether a screen of `level` carries the id of `other` (its own and those of the levels above). */
const carries = (level: PathLevel, other: PathLevel) =>
  PATH_LEVELS.indexOf(level) >= PATH_LEVELS.indexOf(other);

/** The ids a screen of `level` needs from its address; a missing or unreadable one is a bad link. */
export function readPathIds(params: URLSearchParams, level: PathLevel): PathIds {
  return {
    playerId: readId(params, "player_id", true),
    teamPlayerId: readTextId(params, "teamplayer_id", true),
    seasonId: carries(level, "season") ? readId(params, "season_id", true) : undefined,
    eventId: carries(level, "event") ? readId(params, "event_id", true) : undefined,
    matchId: carries(level, "match") ? readId(params, "match_id", true) : undefined,
  };
}

/** The address of the screen of these ids. */
export const pathQuery = (ids: PathIds) => ({
  player_id: ids.playerId,
  teamplayer_id: ids.teamPlayerId,
  season_id: ids.seasonId,
  event_id: ids.eventId,
  match_id: ids.matchId,
});

/** The screen's own level: the deepest id it carries. */
export const levelOf = (ids: PathIds): Level => {
  if (ids.matchId !== undefined) return { kind: "match", id: ids.matchId };
  if (ids.eventId !== undefined) return { kind: "event", id: ids.eventId };
  if (ids.seasonId !== undefined) return { kind: "season", id: ids.seasonId };
  return { kind: "teamplayer", id: ids.teamPlayerId };
};

const none = Promise.resolve([]);

export async function loadPath(ids: PathIds, fresh: boolean): Promise<DrillAnswer<TeamPlayerPath>> {
  const { teamPlayerId, seasonId, eventId, matchId } = ids;
  const [teamPlayer, seasons, events] = await Promise.all([
    findTeamPlayer(ids.playerId, teamPlayerId, fresh),
    seasonId === undefined ? none : seasonsOfTeamPlayer(teamPlayerId, fresh),
    seasonId === undefined || eventId === undefined
      ? none
      : eventsOfTeamPlayer(teamPlayerId, seasonId, fresh),
  ]);
  if (!teamPlayer) return { missing: { kind: "teamplayer", id: teamPlayerId } };
  const season = seasons.find((row) => row.season_id === seasonId);
  if (seasonId !== undefined && !season) return { missing: { kind: "season", id: seasonId } };
  const event = events.find((row) => row.event_id === eventId);
  if (eventId !== undefined && !event) return { missing: { kind: "event", id: eventId } };
  if (eventId === undefined || matchId === undefined) return { path: { teamPlayer, season, event } };
  const matches =
    teamPlayer.team_id === null
      ? []
      : await matchesInTeam({ playerId: ids.playerId, teamId: teamPlayer.team_id }, eventId, [], fresh);
  const match = matches.find((row) => row.match_id === matchId);
  return match ? { path: { teamPlayer, season, event, match } } : { missing: { kind: "match", id: matchId } };
}

/** The trail of a loaded path: the player, the team-player, then each level down to the screen's own. */
export function pathCrumbs({ teamPlayer, season, event, match }: TeamPlayerPath, ids: PathIds): Crumb[] {
  const own = { player_id: ids.playerId, teamplayer_id: ids.teamPlayerId };
  const inSeason = { ...own, season_id: season?.season_id };
  const inEvent = { ...inSeason, event_id: event?.event_id };
  return [
    { kind: "player", name: teamPlayer.player_name, to: "playerData", query: { player_id: ids.playerId } },
    {
      kind: "teamplayer",
      name: `${teamPlayer.name} · ${teamPlayer.team_name ?? MISSING}`,
      to: "teamplayerData",
      query: own,
    },
    ...(season
      ? [{ kind: "season", name: season.season_name, to: "seasonData", query: inSeason } as const]
      : []),
    ...(event ? [{ kind: "event", name: event.event_name, to: "eventData", query: inEvent } as const] : []),
    ...(match
      ? [
          {
            kind: "match",
            name: match.match_name,
            to: "matchData",
            query: { ...inEvent, match_id: match.match_id },
          } as const,
        ]
      : []),
  ];
}

/** The Data Info scope of the screen, which is also what its all-data download covers. */
export function scopeOf(ids: PathIds): CallRequestInput<"data_info"> {
  const teamplayer_id = ids.teamPlayerId;
  if (ids.matchId !== undefined) return { field: "player_match", teamplayer_id, match_id: ids.matchId };
  if (ids.eventId !== undefined) return { field: "player_event", teamplayer_id, event_id: ids.eventId };
  if (ids.seasonId !== undefined) return { field: "player_season", teamplayer_id, season_id: ids.seasonId };
  return { field: "player_teamplayer", teamplayer_id };
}
