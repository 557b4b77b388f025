/**
 * The standings of an event (docs/statistics.md, "Standings"): one table for the screens, the browser's
 * CSV and the server's zips. Battle royale adds a column per game when the event has few enough games.
 */
import { MAX_GAME_COLUMNS, type StandingRow } from "../standings.ts";
import { type Column, column, idColumn, leading, sortable, type Table } from "./column.ts";
import { TEAM_ID, TEAM_NAME } from "./entity-columns.ts";

const br = (c: Column): Column => ({ ...c, modes: "battle_royale" });
const cs = (c: Column): Column => ({ ...c, modes: "clash_squad" });

/** The key and label of the column of the event's n-th game (from 1). */
const gamePointsKey = (n: number): string => `game_${n}`;
const gamePointsLabel = (n: number): string => `G${n}`;

const COLUMNS: readonly Column[] = [
  leading(sortable(idColumn("rank", "Rank", "integer"))),
  { ...TEAM_ID, hiddenByDefault: true },
  leading({ ...TEAM_NAME, idColumn: true }),
  sortable(br(column("games", "Games", "integer"))),
  sortable(br(column("booyah", "Booyah", "integer"))),
  sortable(br(column("placement_points", "Placement Points", "integer"))),
  leading(cs(column("matches_w_d_l", "Matches W-D-L", "win_loss"))),
  cs(column("games_w_l", "Games W-L", "win_loss")),
  sortable(cs(column("round_diff", "Round Difference", "integer", { signed: true }))),
  sortable(column("kills", "Kills", "integer")),
  sortable(br(column("kill_points", "Kill Points", "integer"))),
  leading(sortable(br(column("total_score", "Total Score", "integer")))),
  sortable(br(column("avg_placement", "Avg Placement", "decimal", { lowerIsBetter: true }))),
];

/** The standings table of an event of `gameCount` games (per-game columns up to MAX_GAME_COLUMNS). */
export const standingsTable = (gameCount: number): Table => ({
  id: "standings",
  title: "Standings",
  columns: [
    ...COLUMNS,
    ...Array.from({ length: gameCount <= MAX_GAME_COLUMNS ? gameCount : 0 }, (_, i) =>
      sortable(br(column(gamePointsKey(i + 1), gamePointsLabel(i + 1), "integer"))),
    ),
  ],
});

/** The most columns a standings table has: every label a screen or file can show. */
export const STANDINGS = standingsTable(MAX_GAME_COLUMNS);

/** A standing with its team name, as the table reads it: one field per game's points. */
export const standingTableRow = (row: StandingRow & { readonly team_name: string }) => ({
  ...row,
  ...Object.fromEntries(row.game_points.map((points, i) => [gamePointsKey(i + 1), points])),
});
