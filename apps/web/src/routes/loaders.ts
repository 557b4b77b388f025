/**
 * Each route's loader: it starts the screen's requests into the query cache from the address alone. The
 * router loads this module next to the screen's code (router.tsx), so a pasted link fetches code and data
 * at once instead of data only once the screen has rendered.
 *
 * A loader fires and forgets: it does not hold the navigation until the answers arrive. The screen renders
 * at once and its queries join the requests already running (one request each), the loading bar shows
 * while they run as for any other, and a failure shows in the screen as before. An address that cannot be
 * read prefetches nothing: the screen reads it again and shows "This link cannot be opened".
 */

import type { CallRequestInput } from "@match-stats/contract";
import { formStat, modeFamily } from "@match-stats/stats";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { dataInfoQuery } from "../api/calls/data-info.ts";
import { FORM_STAT_PARAM, formQuery } from "../api/calls/form.ts";
import { headToHeadQuery } from "../api/calls/head-to-head.ts";
import { historyQuery } from "../api/calls/history.ts";
import { leadersQuery } from "../api/calls/leaders.ts";
import { matchDataQuery } from "../api/calls/match-data.ts";
import { pointsRaceQuery } from "../api/calls/points-race.ts";
import { standingsQuery } from "../api/calls/standings.ts";
import { type Query, read } from "../api/query.ts";
import { queryClient } from "../api/query-client.ts";
import { BadLinkError, readId, readIds } from "../app/query-ids.ts";
import type { RouteName } from "../app/route-table.ts";
import { DEFAULT_LEADERS, leadersFields, readLeaders } from "../blocks/leaders/leaders-state.ts";
import { TOP_SIZE } from "../blocks/leaders/top-size.ts";
import { readModeFamily } from "../blocks/mode-family/mode-family.ts";
import { recordsOf } from "../blocks/records/records-lookup.ts";
import { eventMatches, findEvent } from "../features/event/event-lookups.ts";
import { leadersPages } from "../features/leaders/leaders-pages.ts";
import { type ListField, listQuery } from "../features/lists/use-infinite-search.ts";
import { readMatchQuery } from "../features/match/match-query.ts";
import { compareSides, readCompareLink } from "../features/player/compare-sides.ts";
import { findPlayer } from "../features/player/find-player.ts";
import { type InTeamLevel, inTeamPathQuery, readInTeamIds } from "../features/player/player-in-team-path.ts";
import { teamPlayersOf } from "../features/player/player-lists.ts";
import {
  type PathLevel,
  readPathIds,
  scopeOf,
  teamPlayerPathQuery,
} from "../features/player/team-player-path.ts";
import { findSeason, seasonEvents } from "../features/season/season-lookups.ts";
import { eventsOfTeam, matchesOfTeam, seasonsOfTeam } from "../features/team/team-lists.ts";
import { readTeamMatchIds, teamMatchQueries } from "../features/team/team-match-queries.ts";
import { readSingleMatchId, teamPathQuery } from "../features/team/team-path.ts";
import { teammatesOf } from "../features/team/use-teammates.ts";

/** The queries a screen asks first, read from its address. */
type Prefetch = (params: URLSearchParams, client: QueryClient) => readonly Query<unknown>[];

/** A list screen's first page, in the order it opens in. */
const list =
  (field: ListField): Prefetch =>
  (params, client) => {
    void client.prefetchInfiniteQuery(listQuery(field, params.get("search") ?? "", null));
    return [];
  };

/** A screen opened by one id (a season, an event, a player, a team): the queries of that id. */
const byId =
  (key: string, queries: (id: number, params: URLSearchParams) => readonly Query<unknown>[]): Prefetch =>
  (params) =>
    queries(readId(params, key, true), params);

/**
 * The form chart's answer, in the statistic the address names: asked with the screen's first requests rather
 * than once the screen has drawn the chart's place, a round trip later.
 */
const formOf = (subject: Omit<CallRequestInput<"form">, "stat" | "mode">, params: URLSearchParams) =>
  formQuery({ ...subject, stat: formStat(params.get(FORM_STAT_PARAM)).key, mode: readModeFamily(params) });

const teamData = byId("team_id", (teamId, params) => [
  teamPathQuery({ teamId }),
  seasonsOfTeam(teamId),
  dataInfoQuery({ field: "team_career", team_id: teamId }),
  historyQuery({ field: "team", team_id: teamId }),
  formOf({ field: "team", team_id: teamId }, params),
]);

const teamEventDetail: Prefetch = (params) => {
  const teamId = readId(params, "team_id", true);
  const eventId = readId(params, "event_id", true);
  const scope = { field: "team_event", team_id: teamId, event_id: eventId } as const;
  return [
    teamPathQuery({ teamId, seasonId: readId(params, "season_id"), eventId }),
    teammatesOf(scope),
    dataInfoQuery(scope),
    matchesOfTeam(teamId, eventId, readIds(params, "match_list")),
  ];
};

const teamPlayerLevel =
  (level: PathLevel): Prefetch =>
  (params) => {
    const ids = readPathIds(params, level);
    return [
      teamPlayerPathQuery(ids),
      dataInfoQuery(scopeOf(ids)),
      // The record's own page draws its form.
      ...(level === "teamplayer"
        ? [formOf({ field: "team_player", teamplayer_id: ids.teamPlayerId }, params)]
        : []),
    ];
  };

const inTeamLevel =
  (level: InTeamLevel): Prefetch =>
  (params) => [inTeamPathQuery(readInTeamIds(params, level))];

const teamMatchData: Prefetch = (params) => teamMatchQueries(readTeamMatchIds(params));

const playerData = byId("player_id", (playerId, params) => [
  findPlayer(playerId),
  dataInfoQuery({ field: "player_career", player_id: playerId }),
  teamPlayersOf(playerId),
  historyQuery({ field: "player", player_id: playerId }),
  formOf({ field: "player", player_id: playerId }, params),
]);

const PREFETCHES: Partial<Record<RouteName, Prefetch>> = {
  seasonList: list("season"),
  eventList: list("event"),
  matchList: list("match"),
  teamList: list("team"),
  playerList: list("player_new"),
  seasonEvent: byId("season_id", (seasonId, params) => {
    const mode = readModeFamily(params);
    return [
      findSeason(seasonId),
      dataInfoQuery({ field: "season", season_id: seasonId }),
      seasonEvents(seasonId),
      standingsQuery({ field: "season", season_id: seasonId }),
      leadersQuery(leadersFields({ ...DEFAULT_LEADERS, seasonId, mode }, 1, TOP_SIZE)),
      recordsOf({ field: "season", season_id: seasonId, mode }),
    ];
  }),
  eventMatch: (params, client) => {
    const eventId = readId(params, "event_id", true);
    // The event's leaders and records are of its mode's family, which its row says.
    void read(client, findEvent(eventId)).then(
      (event) => {
        if (!event) return;
        const mode = modeFamily(event.mode);
        void client.prefetchQuery(
          leadersQuery(leadersFields({ ...DEFAULT_LEADERS, eventId, mode }, 1, TOP_SIZE)),
        );
        void client.prefetchQuery(recordsOf({ field: "event", event_id: eventId, mode }));
      },
      // The screen asks for the event again and shows the failure.
      () => undefined,
    );
    return [
      dataInfoQuery({ field: "event", event_id: eventId }),
      eventMatches(eventId),
      standingsQuery({ field: "event", event_id: eventId }),
      pointsRaceQuery({ field: "event", event_id: eventId }),
    ];
  },
  matchDetail: (params) => {
    const query = readMatchQuery(params);
    return [
      matchDataQuery({ match_ids: [...query.matchIds], single_match_id: query.singleMatchId }),
      pointsRaceQuery({ field: "matches", match_ids: [...query.matchIds] }),
    ];
  },
  playerData,
  playerTeam: playerData,
  teamplayerData: teamPlayerLevel("teamplayer"),
  seasonData: teamPlayerLevel("season"),
  eventData: teamPlayerLevel("event"),
  matchData: teamPlayerLevel("match"),
  playerSeason: inTeamLevel("team"),
  playerEvent: inTeamLevel("season"),
  playerMatch: inTeamLevel("event"),
  playerMatchDetail: inTeamLevel("match"),
  teamData,
  teamSeason: teamData,
  teamSeasonDetail: (params) => {
    const teamId = readId(params, "team_id", true);
    const seasonId = readId(params, "season_id", true);
    const scope = { field: "team_season", team_id: teamId, season_id: seasonId } as const;
    return [
      teamPathQuery({ teamId, seasonId }),
      teammatesOf(scope),
      dataInfoQuery(scope),
      eventsOfTeam(teamId, []),
    ];
  },
  teamEvent: (params) => {
    const teamId = readId(params, "team_id", true);
    return [teamPathQuery({ teamId }), eventsOfTeam(teamId, readIds(params, "event_list"))];
  },
  teamEventDetail,
  teamMatch: teamEventDetail,
  teamMatchData,
  teamMatchDetail: teamMatchData,
  leaders: (params, client) => {
    void client.prefetchInfiniteQuery(leadersPages(readLeaders(params)));
    return [];
  },
  // The players' rows depend on the tab and the teammates the link names: the screen asks for them.
  teamMatchPlayer: (params) => [
    teamPathQuery({
      teamId: readId(params, "team_id", true),
      matchId: readId(params, "match_id", true),
      singleMatchId: readSingleMatchId(params),
    }),
  ],
  records: (params) => [recordsOf({ field: "all", mode: readModeFamily(params) })],
  headToHead: (params) => {
    const [a, b] = readIds(params, "team_id");
    return a === undefined || b === undefined ? [] : [headToHeadQuery({ team_a: a, team_b: b })];
  },
  playerCompare: (params) => {
    const { ids, seasonId, eventId } = readCompareLink(params);
    return ids.length === 0 ? [] : [compareSides(ids, { seasonId, eventId })];
  },
};

/** The loader of a route, or undefined for a screen that asks nothing from its address (home). */
export function loaderOf(name: RouteName): LoaderFunction | undefined {
  const prefetch = PREFETCHES[name];
  if (!prefetch) return undefined;
  return ({ url }) => {
    try {
      for (const query of prefetch(url.searchParams, queryClient)) {
        void queryClient.prefetchQuery(query);
      }
    } catch (error) {
      if (!(error instanceof BadLinkError)) throw error;
    }
    return null;
  };
}
