/**
 * Where a team-player screen is (teamplayerData, seasonData, eventData, matchData): the team-player record
 * and the season, event and match the visitor went down through. Each id of the address must be one the
 * team-player played, within the level above it; otherwise the screen names the first one that is not.
 */
import type { CallRequestInput, PlayerRow } from "@match-stats/contract";
import { MISSING } from "@match-stats/stats";
import type { QueryClient } from "@tanstack/react-query";
import { combined, read } from "../../api/query.ts";
import { readId, readTextId } from "../../app/query-ids.ts";
import type { Crumb } from "../../blocks/drilldown/crumb.ts";
import { type LevelRoutes, levelCrumbs } from "../../blocks/drilldown/level-crumbs.ts";
import {
  deepestLevel,
  firstMissing,
  type Level,
  type LevelIds,
  type LevelRows,
  type PathAnswer,
} from "../../blocks/drilldown/path-levels.ts";
import { findTeamPlayer } from "./find-player.ts";
import { eventsOfTeamPlayer, matchesInTeam, seasonsOfTeamPlayer } from "./player-lists.ts";

const PATH_LEVELS = ["teamplayer", "season", "event", "match"] as const;
export type PathLevel = (typeof PATH_LEVELS)[number];

export interface PathIds extends LevelIds {
  readonly playerId: number;
  readonly teamPlayerId: string;
}

export interface TeamPlayerPath extends LevelRows {
  readonly teamPlayer: PlayerRow;
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

/** The screen of each level below the team-player. */
const LEVEL_ROUTES: LevelRoutes = { season: "seasonData", event: "eventData", match: "matchData" };

/** The address of the screen of these ids. */
export const pathQuery = (ids: PathIds) => ({
  player_id: ids.playerId,
  teamplayer_id: ids.teamPlayerId,
  season_id: ids.seasonId,
  event_id: ids.eventId,
  match_id: ids.matchId,
});

/** The screen's own level: the deepest id it carries. */
export const levelOf = (ids: PathIds): Level =>
  deepestLevel(ids, { kind: "teamplayer", id: ids.teamPlayerId });

const none = Promise.resolve([]);

async function loadPath(client: QueryClient, ids: PathIds): Promise<PathAnswer<TeamPlayerPath>> {
  const { teamPlayerId, seasonId, eventId, matchId } = ids;
  const [teamPlayer, seasons, events] = await Promise.all([
    read(client, findTeamPlayer(ids.playerId, teamPlayerId)),
    seasonId === undefined ? none : read(client, seasonsOfTeamPlayer(teamPlayerId)),
    seasonId === undefined || eventId === undefined
      ? none
      : read(client, eventsOfTeamPlayer(teamPlayerId, seasonId)),
  ]);
  if (!teamPlayer) return { missing: { kind: "teamplayer", id: teamPlayerId } };
  const season = seasons.find((row) => row.season_id === seasonId);
  const event = events.find((row) => row.event_id === eventId);
  const missing = firstMissing([
    ["season", seasonId, season],
    ["event", eventId, event],
  ]);
  if (missing) return { missing, subject: teamPlayerCrumb(teamPlayer, ids) };
  if (eventId === undefined || matchId === undefined) return { path: { teamPlayer, season, event } };
  const matches =
    teamPlayer.team_id === null
      ? []
      : await read(
          client,
          matchesInTeam({ playerId: ids.playerId, teamId: teamPlayer.team_id }, eventId, []),
        );
  const match = matches.find((row) => row.match_id === matchId);
  if (!match) return { missing: { kind: "match", id: matchId }, subject: teamPlayerCrumb(teamPlayer, ids) };
  return { path: { teamPlayer, season, event, match } };
}

/** Where a team-player screen is, as one query: the screen's frame and its route's loader share it. */
export const teamPlayerPathQuery = (ids: PathIds) =>
  combined(["teamplayer-path", pathQuery(ids)], (client) => loadPath(client, ids));

/** The team-player's own screen, named with the team. */
const teamPlayerCrumb = (teamPlayer: TeamPlayerPath["teamPlayer"], ids: PathIds): Crumb => ({
  kind: "teamplayer",
  name: `${teamPlayer.name} · ${teamPlayer.team_name ?? MISSING}`,
  to: "teamplayerData",
  query: pathQuery({ playerId: ids.playerId, teamPlayerId: ids.teamPlayerId }),
});

/** The trail of a loaded path: the player, the team-player, then each level down to the screen's own. */
export function pathCrumbs(path: TeamPlayerPath, ids: PathIds): Crumb[] {
  const { teamPlayer } = path;
  const own = { playerId: ids.playerId, teamPlayerId: ids.teamPlayerId };
  return [
    { kind: "player", name: teamPlayer.player_name, to: "playerData", query: { player_id: ids.playerId } },
    teamPlayerCrumb(teamPlayer, ids),
    ...levelCrumbs(path, LEVEL_ROUTES, (levels) => pathQuery({ ...own, ...levels })),
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
