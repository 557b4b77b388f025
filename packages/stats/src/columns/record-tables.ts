/**
 * The records and head-to-head tables: the screens, the browser's CSV and the server's zips
 * read these definitions.
 */
import { column, hidden, operationColumn, sortable, statColumns, type Table } from "./column.ts";
import {
  EVENT_ID,
  EVENT_NAME,
  MATCH_ID,
  MATCH_NAME,
  MODE,
  PLAYER_ID,
  PLAYER_NAME,
  SEASON_ID,
  SINGLE_MATCH_ID,
  TEAM_ID,
  TEAM_NAME,
  TEAMPLAYER_ID,
} from "./entity-columns.ts";

const GAME_START = column("start_time", "Start Time", "datetime", { sortable: true });

/**
 * One record's places (a tab per record on screen; every record in one file of the zips, named by its
 * Record column). The View link opens the match detail with the game selected.
 */
export const RECORD_LIST: Table = {
  id: "records",
  title: "Records",
  columns: [
    column("record_name", "Record", "text", { hiddenByDefault: true }),
    sortable(column("place", "Place", "integer")),
    sortable(column("value", "Value", "decimal")),
    PLAYER_NAME,
    TEAM_NAME,
    MATCH_NAME,
    EVENT_NAME,
    GAME_START,
    hidden(PLAYER_ID),
    hidden(TEAMPLAYER_ID),
    hidden(TEAM_ID),
    hidden(SINGLE_MATCH_ID),
    hidden(MATCH_ID),
    hidden(EVENT_ID),
    hidden(SEASON_ID),
    operationColumn(),
  ],
};

/** Where a head-to-head label names a side: the screen and its file put each team's name there. */
const SIDE_A = "{team_a}";
const SIDE_B = "{team_b}";

/** A head-to-head table whose labels name the two teams ("Komodo Score", not "Team A Score"). */
export const withSideNames = (table: Table, [team_a, team_b]: readonly [string, string]): Table => ({
  ...table,
  columns: table.columns.map((c) => ({ ...c, labelValues: { team_a, team_b } })),
});

/** Every match two teams both played, newest first; the View link opens the match detail. */
export const HEAD_TO_HEAD_MATCHES: Table = {
  id: "head_to_head_matches",
  title: "Matches Played",
  columns: [
    sortable(MATCH_ID),
    MATCH_NAME,
    EVENT_NAME,
    MODE,
    GAME_START,
    sortable(column("games", "Games", "integer")),
    sortable(column("a_score", `${SIDE_A} Score`, "decimal")),
    sortable(column("b_score", `${SIDE_B} Score`, "decimal")),
    column("a_above", `${SIDE_A} Placed Above`, "integer", { modes: "battle_royale" }),
    column("b_above", `${SIDE_B} Placed Above`, "integer", { modes: "battle_royale" }),
    hidden(EVENT_ID),
    hidden(SEASON_ID),
    operationColumn(),
  ],
};

/** The side-by-side bars of a head-to-head: each team's totals or per-game averages in the common matches. */
export const HEAD_TO_HEAD_COMPARE: Table = {
  id: "head_to_head_compare",
  title: "Head-to-Head",
  // Each line only where the pair's modes define it (the match detail's compare rules).
  columns: [
    statColumns(["total_score", "survival_score", "booyah"], { modes: "battle_royale" }),
    statColumns(["kills", "damage", "knock_down", "assists"]),
    statColumns(["death", "kd", "w_l"], { modes: "death_columns" }),
  ].flat(),
};

/**
 * What two teams won against each other, one bar per line: battle-royale games placed above the other and
 * points in them; clash-squad series and games won.
 */
export const HEAD_TO_HEAD_RESULTS = {
  battle_royale: {
    id: "head_to_head_battle_royale",
    title: "Battle Royale",
    columns: [column("above", "Placed Above", "integer"), column("points", "Points", "decimal")],
  },
  clash_squad: {
    id: "head_to_head_clash_squad",
    title: "Clash Squad",
    // A drawn series (a best-of-2 at 1-1) is both teams' draw, won by neither.
    columns: [
      column("series", "Series Won", "integer"),
      column("drawn", "Series Drawn", "integer"),
      column("games_won", "Games Won", "integer"),
    ],
  },
} as const satisfies Record<string, Table>;
