/** Which of a table's columns show on screen and which go into a download, for a game mode and a view. */
import { type Column, type GameSpan, MODE_RULES, type OverallView, type Table } from "./column.ts";

export interface ColumnContext {
  /** The game mode of the rows; unknown (several modes, or a season's mix) shows every mode's columns. */
  readonly mode?: number;
  /** Rows of several known modes (two teams' meetings): the columns any of them shows. */
  readonly modes?: readonly number[];
  /** The overall view shown; absent for one match and for tables outside the match detail. */
  readonly view?: OverallView;
  /** How many games the match table covers; absent outside the match detail's tables. */
  readonly span?: GameSpan;
}

export interface VisibleOptions extends ColumnContext {
  /** Keys of columns hidden by default that the visitor chose to show. */
  readonly shown?: readonly string[];
}

export interface DownloadOptions extends ColumnContext {
  /** Keys the visitor ticked in the download dialog; absent for all data. Id columns come regardless. */
  readonly chosen?: readonly string[];
}

const inModes = (c: Column, modes: readonly number[] | undefined): boolean =>
  modes === undefined || c.modes === undefined || modes.some(MODE_RULES[c.modes]);

const applies = (c: Column, { mode, modes, view, span }: ColumnContext): boolean =>
  inModes(c, modes ?? (mode === undefined ? undefined : [mode])) &&
  (view === undefined || !c.hiddenIn?.includes(view)) &&
  (span === undefined || c.span === undefined || c.span === span);

export const visibleColumns = (table: Table, options: VisibleOptions = {}): Column[] =>
  table.columns.filter(
    (c) => applies(c, options) && (!c.hiddenByDefault || options.shown?.includes(c.key) === true),
  );

/** The columns a download writes, in table order; columns hidden by default are part of all data. */
export const downloadColumns = (table: Table, options: DownloadOptions = {}): Column[] =>
  table.columns.filter(
    (c) =>
      c.download &&
      applies(c, options) &&
      (options.chosen === undefined || c.idColumn === true || options.chosen.includes(c.key)),
  );

/** A phone's order of the columns: those that lead on a phone first, each group in table order. */
export const phoneOrder = (columns: readonly Column[]): Column[] => [
  ...columns.filter((c) => c.leadsOnPhone === true),
  ...columns.filter((c) => c.leadsOnPhone !== true),
];
