/**
 * The tables of a team's history, its roster over time, a player's career across teams and two players
 * side by side (docs/statistics.md, "History"): one definition for the screens, the browser's CSV and files.
 */
import {
  type Column,
  column,
  idColumn,
  operationColumn,
  sortable,
  statColumns,
  type Table,
} from "./column.ts";
import {
  EVENT_ID,
  EVENT_NAME,
  MODE,
  PLAYER_ID,
  PLAYER_NAME,
  SEASON_ID,
  SEASON_NAME,
  TEAM_ID,
  TEAM_NAME,
  TEAMPLAYER_ID,
} from "./entity-columns.ts";

const hide = (c: Column): Column => ({ ...c, hiddenByDefault: true });

/**
 * Every event a team played with its place: a table of events of every mode, so each row's points or
 * series are "-" where its mode has none (the standings' columns of that mode).
 */
export const TEAM_HISTORY: Table = {
  id: "team_history",
  title: "Team History",
  // The event and its place first: on a phone they are what shows beside the pinned View.
  columns: [
    sortable({ ...EVENT_NAME, idColumn: true }),
    sortable(idColumn("rank", "Rank", "integer", { lowerIsBetter: true })),
    sortable(column("total_score", "Total Score", "integer")),
    column("matches_w_d_l", "Matches W-D-L", "win_loss"),
    sortable(column("games", "Games", "integer")),
    sortable(SEASON_NAME),
    sortable(column("start_time", "Date", "date")),
    sortable(MODE),
    sortable(column("kills", "Kills", "integer")),
    hide(SEASON_ID),
    hide(EVENT_ID),
    operationColumn(),
  ],
};

const STINT_COLUMNS: readonly Column[] = [
  sortable(column("first_time", "First Game", "date")),
  sortable(column("last_time", "Last Game", "date")),
  sortable(column("games", "Games", "integer")),
  sortable(column("booyah", "Booyah", "integer")),
  ...statColumns(["kills", "damage", "assists", "kd", "headshot_kill_rate"]).map(sortable),
];

/** Who played for a team, from which game to which: its team-player records. */
export const TEAM_ROSTER: Table = {
  id: "team_roster",
  title: "Roster Over Time",
  columns: [
    hide(TEAMPLAYER_ID),
    hide(PLAYER_ID),
    sortable({ ...PLAYER_NAME, idColumn: true }),
    ...STINT_COLUMNS,
  ],
};

/** The teams a player played for, one row per record (a return to a team is a row of its own). */
export const PLAYER_CAREER: Table = {
  id: "player_career",
  title: "Career Across Teams",
  columns: [
    hide(TEAMPLAYER_ID),
    hide(TEAM_ID),
    sortable({ ...TEAM_NAME, idColumn: true }),
    ...STINT_COLUMNS,
    operationColumn(),
  ],
};

/** Two players' (or team-players') Data Info blocks side by side, in the compare bars. */
export const PLAYER_COMPARE: Table = {
  id: "player_compare",
  title: "Player Versus Player",
  columns: [
    column("games", "Games", "integer"),
    ...statColumns([
      "kills",
      "damage",
      "assists",
      "knock_down",
      "headshots",
      "headshot_kill_rate",
      "headshot_accuracy_rate",
      "hit_rate",
      "kill_distance_avg",
      "death",
      "kd",
    ]),
  ],
};
