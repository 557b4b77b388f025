/**
 * The points race as a table (docs/statistics.md, "Points race"): the chart's numbers one click away and in
 * its CSV. One row per team and game, in the chart's order (game by game, each game's teams in the
 * standings' order), so every point of the chart is one row.
 */
import { type Column, column, idColumn, sortable, type Table } from "./column.ts";
import { MATCH_ID, MATCH_NAME, SINGLE_MATCH_ID, TEAM_ID, TEAM_NAME } from "./entity-columns.ts";

const COLUMNS: readonly Column[] = [
  sortable(idColumn("game", "Game", "integer")),
  { ...MATCH_ID, hiddenByDefault: true },
  MATCH_NAME,
  { ...SINGLE_MATCH_ID, hiddenByDefault: true },
  { ...TEAM_ID, hiddenByDefault: true },
  { ...TEAM_NAME, idColumn: true },
  sortable(column("score", "Score", "integer")),
  sortable(column("running_total", "Running Total", "integer")),
  column("leader", "Leader", "text", {
    read: (row, translate) => (row.leader === true ? translate("Yes") : ""),
  }),
];

export const POINTS_RACE: Table = { id: "points_race", title: "Points Race", columns: COLUMNS };

/** What the rows are made from: the points_race answer's fields. */
export interface RaceTableInput {
  readonly games: readonly {
    readonly single_match_id: number;
    readonly match_id: number;
    readonly match_name: string;
  }[];
  readonly lines: readonly {
    readonly team_id: number;
    readonly team_name: string;
    readonly scores: readonly (number | null)[];
    readonly running: readonly number[];
  }[];
  readonly leaders: readonly (readonly number[])[];
}

/** The table's rows: a game a team did not play has no score (shown as missing) and keeps its total. */
export const pointsRaceRows = (race: RaceTableInput) =>
  race.games.flatMap((game, index) =>
    race.lines.map((line) => ({
      game: index + 1,
      match_id: game.match_id,
      match_name: game.match_name,
      single_match_id: game.single_match_id,
      team_id: line.team_id,
      team_name: line.team_name,
      score: line.scores[index] ?? null,
      running_total: line.running[index] ?? 0,
      leader: race.leaders[index]?.includes(line.team_id) === true,
    })),
  );
