/**
 * Where a screen of the player-in-team chain is (playerSeason, playerEvent, playerMatch, playerMatchDetail):
 * a player with one team, read by player and team id (so every record the player had in that team), then
 * the season, the event and the matches chosen on the way down. Each id must be one the player played for
 * the team; otherwise the screen names the first one that is not.
 */
import type { EventRow, MatchRow, PlayerRow, SeasonRow, TeamPlayerRef } from "@match-stats/contract";
import type { QueryClient } from "@tanstack/react-query";
import { combined, read } from "../../api/query.ts";
import { BadLinkError, readGameIds, readId, readIds } from "../../app/query-ids.ts";
import type { Crumb } from "../../blocks/drilldown/crumb.ts";
import { findMatches } from "../../blocks/drilldown/match-lookup.ts";
import {
  deepestLevel,
  firstMissing,
  type Level,
  type PathAnswer,
} from "../../blocks/drilldown/path-levels.ts";
import { findPlayer } from "./find-player.ts";
import { eventsInTeam, seasonsInTeam } from "./player-lists.ts";

export type InTeamLevel = "team" | "season" | "event" | "match";

export interface InTeamIds {
  readonly playerId: number;
  readonly teamId: number;
  readonly seasonId?: number | undefined;
  /** The season's events the player played, as the season's row listed them. */
  readonly eventList: readonly number[];
  readonly eventId?: number | undefined;
  /** The event's matches (playerMatch), or the matches shown (playerMatchDetail). */
  readonly matchIds: readonly number[];
  /** The games of those matches the player played; empty for every game. */
  readonly singleMatchIds: readonly number[];
}

export interface InTeamPath {
  readonly player: PlayerRow;
  /** The player's newest record in the team. */
  readonly record: TeamPlayerRef;
  readonly season?: SeasonRow | undefined;
  readonly event?: EventRow | undefined;
  /** The matches of playerMatchDetail. */
  readonly matches: readonly MatchRow[];
}

/** The ids a screen of `level` needs from its address; a missing or unreadable one is a bad link. */
export function readInTeamIds(params: URLSearchParams, level: InTeamLevel): InTeamIds {
  const inEvent = level === "season" || level === "event";
  const ids = {
    playerId: readId(params, "player_id", true),
    teamId: readId(params, "team_id", true),
    seasonId: inEvent ? readId(params, "season_id", true) : undefined,
    eventList: inEvent ? readIds(params, "event_list") : [],
    eventId: level === "event" ? readId(params, "event_id", true) : undefined,
    matchIds: level === "event" || level === "match" ? readIds(params, "match_id") : [],
    singleMatchIds: level === "event" || level === "match" ? readGameIds(params) : [],
  };
  if (level === "match" && ids.matchIds.length === 0) throw new BadLinkError("match_id", "missing");
  return ids;
}

/** The screen's own level: the matches shown, the event, the season, or the team. */
export const inTeamLevelOf = (ids: InTeamIds, level: InTeamLevel): Level =>
  level === "match"
    ? { kind: "match", id: ids.matchIds.join(",") }
    : deepestLevel(ids, { kind: "team", id: ids.teamId });

const none = Promise.resolve([]);

async function loadInTeam(client: QueryClient, ids: InTeamIds): Promise<PathAnswer<InTeamPath>> {
  const { playerId, teamId, seasonId, eventId } = ids;
  const inTeam = { playerId, teamId };
  const [player, seasons, events, matches] = await Promise.all([
    read(client, findPlayer(playerId)),
    seasonId === undefined ? none : read(client, seasonsInTeam(inTeam)),
    eventId === undefined ? none : read(client, eventsInTeam(inTeam, ids.eventList)),
    // Only playerMatchDetail names its matches without an event.
    eventId === undefined && ids.matchIds.length > 0 ? read(client, findMatches(ids.matchIds)) : none,
  ]);
  if (!player) return { missing: { kind: "player", id: playerId } };
  const subject = playerCrumb(player.player_name, ids);
  const record = player.team_player_list.find((row) => row.team_id === teamId);
  if (!record) return { missing: { kind: "team", id: teamId }, subject };
  const season = seasons.find((row) => row.season_id === seasonId);
  const event = events.find((row) => row.event_id === eventId);
  const unknown = ids.matchIds.find(
    (id) => eventId === undefined && !matches.some((row) => row.match_id === id),
  );
  const missing = firstMissing([
    ["season", seasonId, season],
    ["event", eventId, event],
    ["match", unknown, false],
  ]);
  return missing ? { missing, subject } : { path: { player, record, season, event, matches } };
}

/** The player's own screen. */
const playerCrumb = (name: string, ids: Pick<InTeamIds, "playerId">): Crumb => ({
  kind: "player",
  name,
  to: "playerData",
  query: { player_id: ids.playerId },
});

/** Where a screen of the chain is, as one query: the screen's frame and its route's loader share it. */
export const inTeamPathQuery = (ids: InTeamIds) =>
  combined(["in-team-path", ids], (client) => loadInTeam(client, ids));

/** The address of playerSeason, and what each level below it adds. */
export const inTeamQuery = (ids: Pick<InTeamIds, "playerId" | "teamId">) => ({
  player_id: ids.playerId,
  team_id: ids.teamId,
});

export const seasonQuery = (ids: InTeamIds, season: SeasonRow) => ({
  ...inTeamQuery(ids),
  season_id: season.season_id,
  event_list: season.event_list,
});

export const eventQuery = (ids: InTeamIds, season: SeasonRow, event: EventRow) => ({
  ...seasonQuery(ids, season),
  event_id: event.event_id,
  match_id: event.match_list,
  single_match_id: event.single_match_id_list,
});

/** The trail: the player, the team, then the season and event, or the matches, down to the screen's own. */
export function inTeamCrumbs(
  { player, record, season, event, matches }: InTeamPath,
  ids: InTeamIds,
): Crumb[] {
  const crumbs: Crumb[] = [
    playerCrumb(player.player_name, ids),
    { kind: "team", name: record.team_name, to: "playerSeason", query: inTeamQuery(ids) },
  ];
  if (season) {
    crumbs.push({
      kind: "season",
      name: season.season_name,
      to: "playerEvent",
      query: seasonQuery(ids, season),
    });
  }
  if (season && event) {
    crumbs.push({
      kind: "event",
      name: event.event_name,
      to: "playerMatch",
      query: eventQuery(ids, season, event),
    });
  }
  if (matches.length > 0) {
    crumbs.push({
      kind: "match",
      name: matches.map((row) => row.match_name).join(", "),
      to: "playerMatchDetail",
      query: { ...inTeamQuery(ids), match_id: ids.matchIds, single_match_id: ids.singleMatchIds },
    });
  }
  return crumbs;
}
