/**
 * The form chart's data as a table (docs/statistics.md "Form"): the subject's matches oldest first, the one
 * statistic the visitor chose (any of `FORM_STATS`: the average placement or a statistic of the Data Info
 * Average block) and its rolling average. The web app builds the table for the chosen statistic.
 */
import { rollingAverage } from "../form.ts";
import { type Column, type CsvRow, column, hidden, operationColumn, type Table } from "./column.ts";
import { DATE, EVENT_ID, EVENT_NAME, MATCH_ID, MATCH_NAME, MODE, TEAMPLAYER_ID } from "./entity-columns.ts";
import { DATA_INFO } from "./stat-tables.ts";

/** The placements in the match summed, per game (1 is best): the standings' Avg Placement over one match. */
export const AVG_PLACEMENT = column("avg_placement", "Avg Placement", "decimal", { lowerIsBetter: true });

/** What the form chart can show: the average placement, then each statistic of the Data Info block. */
export const FORM_STATS: readonly Column[] = [
  AVG_PLACEMENT,
  // The block's sample (games, player-games) is a column of its own here, not a statistic to chart; a W-L
  // is not a number, and oil kills are never recorded (always missing).
  ...DATA_INFO.average.columns.filter((c) => !c.idColumn && c.format !== "win_loss" && c.key !== "oil_kill"),
];

/** The keys of FORM_STATS: what the form call can be asked for. */
export const FORM_STAT_KEYS = FORM_STATS.map((c) => c.key) as [string, ...string[]];

/** What the form chart shows until the visitor picks another statistic. */
const FORM_DEFAULT_STAT = "kills";

/** The statistic of FORM_STATS a key names, or the default one for a missing or unknown key. */
export const formStat = (key: string | null | undefined): Column =>
  FORM_STATS.find((c) => c.key === key) ??
  FORM_STATS.find((c) => c.key === FORM_DEFAULT_STAT) ??
  (FORM_STATS[0] as Column);

/** The key of the rolling average's column in a form row. */
const ROLLING_KEY = "rolling_average";

/** The form table for one statistic of `FORM_STATS`; its rolling average is shown in the statistic's format. */
export const formTable = (stat: Column): Table => ({
  id: "form",
  title: "Recent Form",
  columns: [
    MATCH_NAME,
    EVENT_NAME,
    DATE,
    MODE,
    column("games", "Games", "integer"),
    stat,
    { ...stat, key: ROLLING_KEY, label: "Rolling Average" },
    hidden(MATCH_ID),
    hidden(EVENT_ID),
    hidden(TEAMPLAYER_ID),
    operationColumn(),
  ],
});

/** A match of the form call's answer (`matches[]`), as the rows read it. */
export interface FormMatch {
  readonly match_id: number;
  readonly match_name: string;
  readonly event_id: number;
  readonly event_name: string;
  readonly start_time: number;
  readonly mode: number;
  readonly games: number;
  readonly teamplayer_id: string | null;
  /** The subject's per-game average of the statistic asked for, in the match. */
  readonly value: number | null;
}

/**
 * The form table's rows for `stat` from the answer's matches (oldest first, as answered): each match with the
 * statistic's value under its key and its rolling average (`rollingAverage`, over the default window); a
 * missing value is skipped by the average.
 */
export function formRows(matches: readonly FormMatch[], stat: Column): CsvRow[] {
  const rolling = rollingAverage(matches.map((match) => match.value));
  return matches.map(({ value, ...match }, index) => ({
    ...match,
    [stat.key]: value,
    [ROLLING_KEY]: rolling[index],
  }));
}
