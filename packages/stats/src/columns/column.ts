/**
 * What a table column is: the row field it shows, its label and display format, and when it shows. The
 * web app's tables, the browser's CSV downloads and the server's zip downloads all read these definitions.
 */
import { PLAYER_COUNTERS, TEAM_COUNTERS, WEAPON_COUNTERS } from "../fields.ts";
import type { Format, FormatInput } from "../formats.ts";
import { DERIVED_FIELDS } from "../formulas.ts";
import { hasDeathColumns, isBattleRoyale } from "../modes.ts";

/** Which game modes show a column (docs/spec.md sections 1 and 5); a column without a rule shows in every mode. */
export type ModeRule = "battle_royale" | "death_columns" | "clash_squad";

export const MODE_RULES: Record<ModeRule, (mode: number) => boolean> = {
  battle_royale: isBattleRoyale,
  death_columns: hasDeathColumns,
  clash_squad: (mode) => !isBattleRoyale(mode),
};

/** Whether a match table covers one game or several: a game's placement means nothing over several. */
export type GameSpan = "one" | "several";

/** The span of a match's tables: one game when a game is picked or the match has only one. */
export const gameSpanOf = (info: {
  readonly single_match_id: number;
  readonly games: readonly unknown[];
}): GameSpan => (info.single_match_id !== -1 || info.games.length === 1 ? "one" : "several");

/** The overall sub-tabs of the match detail: every loaded match summed, or averaged per game. */
export type OverallView = "total" | "average";
export const OVERALL_VIEWS = ["total", "average"] as const satisfies readonly OverallView[];

/** The views as their tabs name them (the match detail's sub-tabs, Data Info, the weapon stats). */
export const OVERALL_VIEW_LABELS: Readonly<Record<OverallView, string>> = {
  total: "Total",
  average: "Average",
};

/** A row of an API answer, read by column key. */
export type CsvRow = { readonly [key: string]: unknown };

/** Catalogue words in the reader's language: the screen's dictionary, or English as they are for files. */
export type Translate = (english: string) => string;

export interface Column {
  /** The row field in the API answer. */
  readonly key: string;
  readonly label: string;
  readonly format: Format;
  readonly sortable?: boolean;
  /** Shown only when the visitor asks for it. */
  readonly hiddenByDefault?: boolean;
  readonly modes?: ModeRule;
  /** Overall views that leave the column out. */
  readonly hiddenIn?: readonly OverallView[];
  /** Shown only when the table covers this many games. */
  readonly span?: GameSpan;
  /** Pre-selected and locked in the download dialog (docs/spec.md section 5). */
  readonly idColumn?: boolean;
  /** False for the operation column and columns hidden for download. */
  readonly download: boolean;
  /**
   * The values may be negative (a difference, a change): -1 is a value like any other, shown and exported as
   * "-1", where elsewhere it is the missing marker (docs/spec.md section 3, packages/stats missing.ts).
   */
  readonly signed?: boolean;
  /** The value shown, when it is not the row's own field but made from it (a form's label needs the mode). */
  readonly read?: (row: CsvRow, translate: Translate) => FormatInput;
  /** What fills the label's `{name}` places (a head-to-head's team names), after it is translated. */
  readonly labelValues?: Readonly<Record<string, string>>;
  /** A smaller value is the better one (a rank, a placement): its header sorts ascending first. */
  readonly lowerIsBetter?: boolean;
  /**
   * Shown first on a phone, in table order: a ranking's place, its name and the number that decides it, so a
   * 360 px screen reads them without scrolling sideways.
   */
  readonly leadsOnPhone?: boolean;
}

/** Formats of statistics whose larger value is the stronger: counters, averages, rates, survival time. */
const STRENGTH_FORMATS: ReadonlySet<Format> = new Set(["integer", "decimal", "rate", "survival_time"]);

/**
 * The direction a header's first click sorts (docs/statistics.md "Sorting"): the strongest first for a
 * statistic (descending), ascending for ids, names and dates, and for a statistic where lower is better.
 */
export const sortsDescendingFirst = (c: Column): boolean =>
  STRENGTH_FORMATS.has(c.format) && !c.idColumn && !c.lowerIsBetter;

/** A column's label as a screen (translated) or a file (English) writes it, its `{name}` places filled. */
export const columnLabel = (c: Column, translate: Translate = (english) => english): string => {
  const text = translate(c.label);
  const values = c.labelValues;
  return values ? text.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place) : text;
};

export interface Table {
  readonly id: string;
  /** Also the CSV file name. */
  readonly title: string;
  readonly columns: readonly Column[];
}

export type ColumnOptions = Omit<Partial<Column>, "label" | "format">;

export const column = (key: string, label: string, format: Format, options: ColumnOptions = {}): Column => ({
  key,
  label,
  format,
  download: true,
  ...options,
});

/** An identifying column (ids, and the weapon and skill names): always part of a download. */
export const idColumn = (key: string, label: string, format: Format = "id", options: ColumnOptions = {}) =>
  column(key, label, format, { idColumn: true, ...options });

/** The same column, sortable by its header. */
export const sortable = (c: Column): Column => ({ ...c, sortable: true });

/** The same column, among those a phone shows first. */
export const leading = (c: Column): Column => ({ ...c, leadsOnPhone: true });

/** The same column, shown only when the visitor asks for it. */
export const hidden = (c: Column): Column => ({ ...c, hiddenByDefault: true });

/** The key of the operation column (View and the other row actions); it is not a row field. */
export const OPERATION_KEY = "operation";

export const operationColumn = (label = "View"): Column =>
  column(OPERATION_KEY, label, "text", { download: false });

const STAT_FIELDS = new Map<string, { readonly label: string; readonly format: Format }>([
  ...[...PLAYER_COUNTERS, ...TEAM_COUNTERS, ...WEAPON_COUNTERS].map(
    (field) =>
      [
        field.key,
        { label: field.label, format: field.key === "survival_time" ? "survival_time" : "decimal" },
      ] as const,
  ),
  ...DERIVED_FIELDS.map((field) => [field.key, { label: field.label, format: field.format }] as const),
]);

/**
 * A column of a counter or derived value, labelled and formatted as fields.ts and formulas.ts define it.
 * Counters are decimals because the same column shows totals and per-game averages. `options.key` names
 * the row field when a row carries the value under another name (a match row's `revival`).
 */
export const statColumn = (field: string, options: ColumnOptions = {}): Column => {
  const stat = STAT_FIELDS.get(field);
  if (!stat) throw new Error(`no stat field ${field}`);
  return column(field, stat.label, stat.format, options);
};

export const statColumns = (fields: readonly string[], options: ColumnOptions = {}): Column[] =>
  fields.map((field) => statColumn(field, options));
