/**
 * Every call: those of docs/spec.md section 7, the analytics call the web app reports its use with, and the
 * calls of statistics and charts: path, request and answer schemas, and a working example against the demo
 * data set. The server routes from this table and the OpenAPI document is generated from it.
 */
import type { z } from "zod";
import * as analytics from "./calls/analytics.ts";
import * as dataInfo from "./calls/data-info.ts";
import * as form from "./calls/form.ts";
import * as history from "./calls/history.ts";
import * as leaders from "./calls/leaders.ts";
import * as match from "./calls/match.ts";
import * as placementSpread from "./calls/placement-spread.ts";
import * as player from "./calls/player.ts";
import * as pointsRace from "./calls/points-race.ts";
import * as records from "./calls/records.ts";
import * as search from "./calls/search.ts";
import * as standings from "./calls/standings.ts";
import * as team from "./calls/team.ts";
import * as weaponMeta from "./calls/weapon-meta.ts";

export interface Endpoint {
  readonly summary: string;
  readonly description: string;
  readonly request: z.ZodType<Record<string, unknown>>;
  /** The `data` of a success answer; `file` for the downloads, which answer a zip. */
  readonly response: z.ZodType | "file";
  /** The fields of an example request (without timestamp and signature), valid on the demo data set. */
  readonly example: Record<string, unknown>;
  /** The call stores what it is sent: every request reaches the handler, never the response cache. */
  readonly writes?: true;
}

const DEMO = {
  season: 1001,
  event: 10001,
  team: 100001,
  player: 1000001,
  teamPlayer: "1000001_1",
  match: 10000001,
};

export const ENDPOINTS = {
  search: {
    summary: "Search seasons, events, matches, teams or players",
    description:
      "search_type 1 takes one term: an id, or a name fragment matched case-insensitively in any script. search_type 2 takes several terms, each an exact id or an exact name. An empty param lists everything. Pages of `size` rows (default 10, at most 100; -1 for all, capped at 1000) sorted by `order_by`, any field of the row, `-` for descending (default `-id`). `team_new` is `team` for exact look-ups; `player` finds players (player_type 1), `player_new` players and team-player records (player_type 2).",
    request: search.searchRequest,
    response: search.searchResponse,
    example: {
      search_type: 1,
      param: ["cup"],
      field: "event",
      size: 10,
      page: 1,
      order_by: "-id",
      season_id: -1,
      event_id: -1,
    },
  },
  match_data: {
    summary: "Everything the match detail screen shows, for 1 to 8 matches",
    description:
      "Match info, per-match team and player tables, the overall Total and Average tables across the loaded matches (players by kills, descending; teams in rank order: one game by placement, several by total score or, in clash squad, games won; empty when only one match is loaded, which has no overall view), and item (grenade) stats. single_match_id narrows one match to one game; -1 for all games.",
    request: match.matchDataRequest,
    response: match.matchDataResponse,
    example: { match_ids: [DEMO.match], single_match_id: -1 },
  },
  match_info: {
    summary: "Games (single matches) by id",
    description: "The games found among the ids; an id that matches nothing is left out.",
    request: match.matchInfoRequest,
    response: match.matchInfoResponse,
    example: { single_match_id_list: [100000001] },
  },
  weapon: {
    summary: "Weapon totals and averages in some matches",
    description:
      "Optionally only some games (single_match_id), one team (team_id) or one team-player (teamplayer_id). Answers code `no data` (status error, HTTP 200) when the games have no weapon use: the client opens the dialog empty.",
    request: match.weaponRequest,
    response: match.weaponResponse,
    example: { match_ids: [DEMO.match], single_match_id: [] },
  },
  skill: {
    summary: "Skill picks in some matches, by kind",
    description:
      "Active, passive, pet and loadout skills, with the same filters as the weapon call, and the mode of the matches.",
    request: match.skillRequest,
    response: match.skillResponse,
    example: { match_ids: [DEMO.match], single_match_id: [] },
  },
  team_season: {
    summary: "The seasons a team played",
    description: "Each season's event_list holds the events the team played in it.",
    request: team.teamSeasonRequest,
    response: team.teamSeasonResponse,
    example: { team_id: DEMO.team },
  },
  team_event: {
    summary: "Events a team played",
    description:
      "Only the events of event_list the team played; every event it played when the list is empty.",
    request: team.teamEventRequest,
    response: team.teamEventResponse,
    example: { team_id: DEMO.team, event_list: [] },
  },
  team_match: {
    summary: "Matches a team played in an event",
    description: "Only those of match_list when it is not empty.",
    request: team.teamMatchRequest,
    response: team.teamMatchResponse,
    example: { team_id: DEMO.team, event_id: DEMO.event, match_list: [] },
  },
  player_season: {
    summary: "The seasons a player played for a team",
    description: "`uid` is the player id. Also answers the team-player id of the player in that team.",
    request: player.playerSeasonRequest,
    response: player.playerSeasonResponse,
    example: { uid: DEMO.player, team_id: DEMO.team },
  },
  player_event: {
    summary: "Events a player played for a team",
    description: "Only those of event_list when it is not empty.",
    request: player.playerEventRequest,
    response: player.playerEventResponse,
    example: { uid: DEMO.player, team_id: DEMO.team, event_list: [] },
  },
  player_match: {
    summary: "Matches a player played for a team in an event",
    description: "Only those of match_list when it is not empty.",
    request: player.playerMatchRequest,
    response: player.playerMatchResponse,
    example: { uid: DEMO.player, team_id: DEMO.team, event_id: DEMO.event, match_list: [] },
  },
  player_list: {
    summary: "A team's players in some matches, totals or averages",
    description: "teammate_list narrows to some team-players; is_avg answers averages per game played.",
    request: player.playerListRequest,
    response: player.playerListResponse,
    example: {
      match_ids: [DEMO.match],
      single_match_ids: [],
      teammate_list: [],
      team_id: DEMO.team,
      is_avg: false,
    },
  },
  player_data: {
    summary: "One player's rows in some matches, totals or averages",
    description: "One row per match; with several matches a last row for all of them (match_id -1).",
    request: player.playerDataRequest,
    response: player.playerDataResponse,
    example: {
      match_ids: [DEMO.match],
      single_match_ids: [],
      uid: DEMO.player,
      team_id: DEMO.team,
      is_avg: false,
    },
  },
  data_info: {
    summary: "Totals, averages, weapons and skills of one scope",
    description:
      "field picks the scope; the ids it needs: player_career player_id; player_teamplayer teamplayer_id; player_season, player_event, player_match teamplayer_id and season_id, event_id or match_id; team_career team_id; team_season, team_event, team_match team_id and season_id, event_id or match_id; season season_id; event event_id. Read from roll-ups. Averages are per game the subject played; a season's or event's (no subject) are per player per game, so `avg` and `weapon_avg` read as one player's. `games` and `player_games` give the sample. Skill rows use docs/spec.md section 3's data-info names (`use_times`, `total`, `avg`). Empty lists when there is nothing (the client shows no-data).",
    request: dataInfo.dataInfoRequest,
    response: dataInfo.dataInfoResponse,
    example: { field: "team_career", team_id: DEMO.team },
  },
  info_list: {
    summary: "The lists of the drill-down screens",
    description:
      "player_teamplayer: a player's team-player records (player_id); player_season: a team-player's seasons (teamplayer_id); player_event: a team-player's events in a season; team_career: a team's seasons; team_season: a team's events in a season; team_event: a team's matches in an event.",
    request: dataInfo.infoListRequest,
    response: dataInfo.infoListResponse,
    example: { field: "team_career", team_id: DEMO.team },
  },
  teammate_list: {
    summary: "Who played for a team in a season, event or match",
    description:
      "team_season needs season_id, team_event event_id, team_match match_id (or single_match_id).",
    request: team.teammateListRequest,
    response: team.teammateListResponse,
    example: { field: "team_season", team_id: DEMO.team, season_id: DEMO.season },
  },
  download_all: {
    summary: "Every table of some matches, as a zip of CSV files",
    description:
      "CSV files are UTF-8 with a byte-order mark, in the formats the site shows, `-` for missing values.",
    request: match.downloadAllRequest,
    response: "file",
    example: { match_ids: [DEMO.match], single_match_id: -1 },
  },
  download_this_page: {
    summary: "Every table of a season, event, player or team page, as a zip of CSV files",
    description: "field and ids as in data_info. The file name comes in the Content-Disposition header.",
    request: dataInfo.downloadThisPageRequest,
    response: "file",
    example: { field: "season", season_id: DEMO.season },
  },
  leaders: {
    summary: "Players or teams ranked by one statistic in all time, a season or an event",
    description:
      "Ranks by any counter or rate of the Data Info block (`stat`), as totals or averages per game the subject played (`view`; rates are the same in both), within an event, a season or all time, in one mode family (mode battle_royale, the default, or clash_squad: modes 15 and 27 together; the two are never ranked together) or one mode. Players are ranked by team-player record within a season or an event, by player all time. `min_games` leaves out subjects with fewer games (default 3 for averages and rates, none for totals). Equal values are ordered by the lower id first (team id, else player id, then team-player id); `order: asc` turns the whole order round. Read from ranking rows kept by ingest.",
    request: leaders.leadersRequest,
    response: leaders.leadersResponse,
    example: {
      subject: "player",
      stat: "kills",
      view: "average",
      season_id: DEMO.season,
      mode: "clash_squad",
      size: 10,
      page: 1,
    },
  },
  records: {
    summary: "The best single-game performances of a season, an event, or all time",
    description:
      "field all, season (season_id) or event (event_id), and mode, the mode family ranked: battle_royale (the default) or clash_squad (modes 15 and 27 together), never both. For each record (most kills, most damage, longest kill and most knock-downs by a player; most kills and most points by a team, in one game) its best 10 values, each with its game: open the match detail with that game selected to see it. Ties go to the earlier game. Kept by ingest: a later game that beats a value takes its place, and a match ingested again is ranked again as it now is. Empty when the scope has no games of the family.",
    request: records.recordsRequest,
    response: records.recordsResponse,
    example: { field: "all", mode: "clash_squad" },
  },
  head_to_head: {
    summary: "Two teams against each other: every match both played",
    description:
      "Battle royale: in the games both played, how often each finished above the other, and their points. Clash squad and bomb squad: matches (series) and games won. Totals and per-game averages of each team over the matches both played, from the team's match roll-ups. Teams that never met (or a team against itself) answer empty lists and zeros.",
    request: records.headToHeadRequest,
    response: records.headToHeadResponse,
    example: { team_a: DEMO.team, team_b: 100002 },
  },
  analytics_events: {
    summary: "Reports what visitors do on the site (page views, searches, downloads, compares, dialogs)",
    description:
      "The web app sends its events in batches of at most 50. Each event is one of the shapes below, named by `name`; fields beyond them are dropped. Events are stored as they are, with the server's time and nothing about the sender: no address, no token. Never cached: every request is stored.",
    request: analytics.analyticsEventsRequest,
    response: analytics.analyticsEventsResponse,
    example: {
      events: [
        { name: "page_view", route: "seasonEvent" },
        { name: "search", category: "team", term_count: 1 },
      ],
    },
    writes: true,
  },
  standings: {
    summary: "An event's standings, or those of every event of a season",
    description:
      "field event needs event_id, field season season_id. Each team's line over every game of the event, in rank order (docs/statistics.md, Standings): battle royale with games, booyahs, placement points, kills and kill points, total points, average placement and, for events of up to 12 games, each game's points; clash squad and bomb squad with matches and games won-lost, round difference and kills. Kept ready by ingest, read by id.",
    request: standings.standingsRequest,
    response: standings.standingsResponse,
    example: { field: "event", event_id: DEMO.event },
  },
  points_race: {
    summary: "Every team's score game by game and its running total: an event, or 1 to 8 matches",
    description:
      "field event needs event_id; field matches, match_ids (1 to 8). The games oldest first (start time, then place in the match), each team's score in each (battle royale: its points; clash squad and bomb squad: 1 for a game won, 0 for one lost) and its running total, the teams in the order of the standings, and after each game the leaders (docs/statistics.md, Points race). An event's is kept ready by ingest, read by id.",
    request: pointsRace.pointsRaceRequest,
    response: pointsRace.pointsRaceResponse,
    example: { field: "event", event_id: DEMO.event },
  },
  form: {
    summary:
      "A player's, team-player's or team's per-game averages match by match: its most recent 100 matches",
    description: `field player needs player_id (the matches of every team-player record of the player); team_player, teamplayer_id; team, team_id; mode, the mode family whose matches are followed (battle_royale, the default, or clash_squad: a battle-royale and a clash-squad match never compare). The subject's most recent matches of the family (at most ${form.MAX_FORM_MATCHES}; total_matches counts them all), oldest first, each with the value of the statistic asked for (stat) in data_info's Average block of the subject within the match (scope player_match or team_match: per-game averages, so matches of different lengths compare), or avg_placement, the team's placement per game (docs/statistics.md, Form). Read from one row per subject that ingest keeps. An unknown id, or a subject with no matches, answers no matches.`,
    request: form.formRequest,
    response: form.formResponse,
    example: { field: "team", team_id: DEMO.team },
  },
  placement_spread: {
    summary: "Where a team finished in each game of an event, and how often in each place",
    description:
      "team_id and event_id, both required. Each game the team played in the event, oldest first (start time, then place in the match), with its placement (rank) and how many teams played it; the games counted per placement, every place from 1 to the most teams a game had; and the average placement (docs/statistics.md, Placement spread). Clash squad and bomb squad place 1 (won) or 2 (lost). A team that did not play the event, or an unknown id, answers no games. Read by primary key from the spreads ingest keeps.",
    request: placementSpread.placementSpreadRequest,
    response: placementSpread.placementSpreadResponse,
    example: { team_id: DEMO.team, event_id: DEMO.event },
  },
  weapon_meta: {
    summary: "Each weapon's pick rate in a season or an event, or its change between two events of a season",
    description:
      "field season needs season_id, field event event_id: every weapon used in the scope with its picks, the scope's player-games, its pick rate (as the scope's Weapon Stats table shows it), kills and kill rate, highest pick rate first. field change needs from_event_id and to_event_id, two events of one season (the same event twice, or events of two seasons, answer 400): the two events and every weapon used in either with its pick rate in each (null where it was not used) and the change, to less from, largest rise first (docs/statistics.md, Weapon meta). Read by primary key from each scope's picks, which ingest keeps from the roll-ups.",
    request: weaponMeta.weaponMetaRequest,
    response: weaponMeta.weaponMetaResponse,
    example: { field: "season", season_id: DEMO.season },
  },
  history: {
    summary: "A team's place in each event and its roster over time, or a player's stints in each team",
    description:
      "field team needs team_id: every event the team has standings in, newest first, each with the team's line as the standings call answers it (same rank; clash squad's series W-D-L), and its team-player records; field player needs player_id: the player's records. Each record (a stint) with its career totals (data_info's player_teamplayer Total), the games its team won while it played (booyah), and its first and last game; newest first game first. An unknown id answers empty lists.",
    request: history.historyRequest,
    response: history.historyResponse,
    example: { field: "team", team_id: DEMO.team },
  },
} as const satisfies Record<string, Endpoint>;

export type CallName = keyof typeof ENDPOINTS;
export const CALL_NAMES = Object.keys(ENDPOINTS) as CallName[];

export type CallRequest<C extends CallName> = z.infer<(typeof ENDPOINTS)[C]["request"]>;
export type CallRequestInput<C extends CallName> = Omit<
  z.input<(typeof ENDPOINTS)[C]["request"]>,
  "timestamp" | "signature"
>;
export type CallResponse<C extends CallName> = (typeof ENDPOINTS)[C]["response"] extends z.ZodType
  ? z.infer<(typeof ENDPOINTS)[C]["response"]>
  : never;

/** Whether a call stores what it is sent (see `Endpoint.writes`). */
export const isWriteCall = (call: CallName): boolean => (ENDPOINTS[call] as Endpoint).writes === true;
