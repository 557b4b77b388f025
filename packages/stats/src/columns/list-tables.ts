/**
 * The tables of seasons, events, matches, teams, players and team-players (docs/spec.md section 2): search
 * results, info blocks and the drill-down lists. Labels follow the screen each table is on.
 */
import { type Column, column, operationColumn, sortable, type Table } from "./column.ts";
import {
  EVENT_ID,
  EVENT_NAME,
  HOST_REGION,
  MATCH_ID,
  MATCH_NAME,
  MODE,
  PLAYER_ID,
  PLAYER_NAME,
  PLAYER_TYPE,
  REGION,
  SEASON_ID,
  SEASON_NAME,
  TEAM_ID,
  TEAM_NAME,
  TEAMMATE_NUM,
  TEAMPLAYER_ID,
  UID,
} from "./entity-columns.ts";
import { MATCH_PLAYERS } from "./stat-tables.ts";

/** The same column read from another field of the row (a row's own id is `id`). */
const from = (key: string, c: Column): Column => ({ ...c, key });

/** Info blocks and drill-down lists label an entity's name just "Name". */
const short = (c: Column): Column => ({ ...c, label: "Name" });

const START_DATE = column("start_date", "Start Date", "datetime");
const END_DATE = column("end_date", "End Date", "datetime");
const NAME = column("name", "Name", "text");

/** An event's or a match's times, under the labels of the screen. */
const times = (start: string, end: string, options: { sortable?: boolean } = {}) => [
  column("start_time", start, "datetime", options),
  column("end_time", end, "datetime", options),
];

export const SEASON_LIST: Table = {
  id: "season_list",
  title: "Season List",
  columns: [
    sortable(SEASON_ID),
    SEASON_NAME,
    HOST_REGION,
    sortable(START_DATE),
    sortable(END_DATE),
    operationColumn(),
  ],
};

export const EVENT_LIST: Table = {
  id: "event_list",
  title: "Event List",
  columns: [
    sortable(EVENT_ID),
    EVENT_NAME,
    HOST_REGION,
    SEASON_ID,
    { ...MODE, hiddenByDefault: true },
    ...times("Start Date", "End Date", { sortable: true }),
    operationColumn(),
  ],
};

export const MATCH_LIST: Table = {
  id: "match_list",
  title: "Match List",
  columns: [
    sortable(MATCH_ID),
    MATCH_NAME,
    SEASON_ID,
    EVENT_ID,
    MODE,
    ...times("Start Time", "End Time", { sortable: true }),
    operationColumn(),
  ],
};

/** A search row of a team: its own id and name are `id` and `name`. */
const TEAM_INFO_COLUMNS = [
  from("id", TEAM_ID),
  from("name", TEAM_NAME),
  REGION,
  column("created_at", "Created At", "datetime"),
  TEAMMATE_NUM,
];

export const TEAM_LIST: Table = {
  id: "team_list",
  title: "Team List",
  columns: [sortable(TEAM_INFO_COLUMNS[0]!), ...TEAM_INFO_COLUMNS.slice(1), operationColumn()],
};

/** Players (player_type 1: `id` is the player id) and team-player records (`id` is the team-player id). */
export const PLAYER_LIST: Table = {
  id: "player_list",
  title: "Player List",
  columns: [
    column("id", "ID", "id", { idColumn: true, sortable: true }),
    // A person shows twice (1000001 and 1000001_1) with one name: the type says which row is which.
    PLAYER_TYPE,
    NAME,
    PLAYER_ID,
    TEAM_ID,
    TEAM_NAME,
    UID,
    operationColumn(),
  ],
};

export const SEASON_INFO: Table = {
  id: "season_info",
  title: "Season Info",
  columns: [SEASON_ID, SEASON_NAME, column("host_region", "Regions", "list"), START_DATE, END_DATE],
};

export const EVENT_INFO: Table = {
  id: "event_info",
  title: "Event Info",
  columns: [
    EVENT_ID,
    short(EVENT_NAME),
    from("host_region", REGION),
    MODE,
    SEASON_ID,
    ...times("Start Date", "End Date"),
  ],
};

export const TEAM_INFO: Table = { id: "team_info", title: "Team Info", columns: TEAM_INFO_COLUMNS };

/** A player's own record, from a player_type 1 search row. */
export const PLAYER_INFO: Table = {
  id: "player_info",
  title: "Player Info",
  columns: [PLAYER_ID, PLAYER_NAME],
};

/** One team-player record, from a player_type 2 search row. */
export const TEAMPLAYER_INFO: Table = {
  id: "teamplayer_info",
  title: "TeamPlayer Info",
  columns: [from("id", TEAMPLAYER_ID), NAME, PLAYER_ID, PLAYER_NAME, TEAM_ID, TEAM_NAME, UID],
};

/** The season page's events. */
export const SEASON_EVENTS: Table = {
  id: "season_events",
  title: "Event List",
  columns: [
    EVENT_ID,
    short(EVENT_NAME),
    from("host_region", REGION),
    MODE,
    ...times("Start Date", "End Date"),
    operationColumn(),
  ],
};

/** The event page's matches, sorted on the page; the operations are View, weapon stats and skill stats. */
export const EVENT_MATCHES: Table = {
  id: "event_matches",
  title: "Match List",
  columns: [
    sortable(MATCH_ID),
    MATCH_NAME,
    ...times("Start Time", "End Time", { sortable: true }),
    operationColumn("Operation"),
  ],
};

/** A player's team-player records (the playerTeam screen). */
export const TEAMPLAYER_LIST: Table = {
  id: "teamplayer_list",
  title: "TeamPlayer List",
  columns: [sortable(from("id", TEAMPLAYER_ID)), NAME, TEAM_ID, TEAM_NAME, UID, operationColumn()],
};

/** Who played for a team; an id of -1 shows as a dash. */
export const TEAMMATE_LIST: Table = {
  id: "teammate_list",
  title: "Teammate List",
  columns: [sortable(from("id", TEAMPLAYER_ID)), NAME, UID, operationColumn()],
};

/** The seasons of a team's (or team-player's) drill-down. */
export const SEASON_INFO_LIST: Table = {
  id: "season_info_list",
  title: "Season Info List",
  columns: [
    sortable(SEASON_ID),
    short(SEASON_NAME),
    HOST_REGION,
    sortable(START_DATE),
    sortable(END_DATE),
    operationColumn(),
  ],
};

export const EVENT_INFO_LIST: Table = {
  id: "event_info_list",
  title: "Event Info List",
  columns: [
    sortable(EVENT_ID),
    short(EVENT_NAME),
    HOST_REGION,
    ...times("Start Time", "End Time", { sortable: true }),
    MODE,
    operationColumn(),
  ],
};

export const MATCH_INFO_LIST: Table = {
  id: "match_info_list",
  title: "Match Info List",
  columns: [sortable(MATCH_ID), MATCH_NAME, MODE, ...times("Start Time", "End Time"), operationColumn()],
};

/** A team's players in one match (teamMatchPlayer): the match's player columns, View opening the player. */
export const TEAM_MATCH_PLAYERS: Table = {
  id: "team_match_players",
  title: "Teammate Stats",
  columns: [...MATCH_PLAYERS.columns, operationColumn()],
};
