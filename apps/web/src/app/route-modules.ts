/**
 * Which file of `src/routes` holds each route's screen, and which routes have a loader. The router loads
 * them; the build reads the same table to list each path's chunks, which the server announces as
 * `modulepreload` links in the page, so a pasted link's screen code downloads with the entry instead of
 * after it.
 */
import type { RouteName } from "./route-table.ts";

export const ROUTE_MODULES: Readonly<Record<RouteName, string>> = {
  home: "home",
  seasonList: "season-list",
  eventList: "event-list",
  matchList: "match-list",
  teamList: "team-list",
  playerList: "player-list",
  seasonEvent: "season-event",
  eventMatch: "event-match",
  playerData: "player-data",
  // A player reached from a team's players is the same screen as one reached from a search.
  playerTeam: "player-data",
  teamplayerData: "teamplayer-data",
  seasonData: "season-data",
  eventData: "event-data",
  matchData: "match-data",
  playerSeason: "player-season",
  playerEvent: "player-event",
  playerMatch: "player-match",
  playerMatchDetail: "player-match-detail",
  matchDetail: "match-detail",
  teamData: "team-data",
  // The older chain names (docs/spec.md section 2) open the same screens as the newer ones.
  teamSeason: "team-data",
  teamSeasonDetail: "team-season-detail",
  teamEvent: "team-event",
  teamEventDetail: "team-event-detail",
  teamMatch: "team-event-detail",
  teamMatchData: "team-match-data",
  teamMatchDetail: "team-match-data",
  teamMatchPlayer: "team-match-player",
  leaders: "leaders",
  records: "records",
  headToHead: "head-to-head",
  playerCompare: "player-compare",
};

/** Screens that ask nothing from their address: no loader, so the first screen never waits for that module. */
export const WITHOUT_LOADER: ReadonlySet<RouteName> = new Set(["home"]);
