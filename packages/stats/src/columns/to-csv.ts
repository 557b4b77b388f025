/** A table's rows as a CSV download: the columns the download writes, each cell in its displayed format. */
import { csvCell, toCsv } from "../csv.ts";
import { type FormatInput, formatValue, type Scalar } from "../formats.ts";
import { MISSING } from "../missing.ts";
import { type Column, type CsvRow, columnLabel, type Table, type Translate } from "./column.ts";
import { type DownloadOptions, downloadColumns } from "./select.ts";

const isScalar = (value: unknown): value is Scalar =>
  value === null || value === undefined || typeof value === "string" || typeof value === "number";

/** Scalars and lists of scalars are shown; anything else has no display form and counts as missing. */
const cellValue = (value: unknown): FormatInput => {
  if (isScalar(value)) return value;
  if (Array.isArray(value)) return value.filter(isScalar);
  return null;
};

const english: Translate = (text) => text;

/** A column's value in a row: what the column reads from it, or the row's field. */
const shownValue = (column: Column, row: CsvRow, translate: Translate): FormatInput =>
  column.read ? column.read(row, translate) : cellValue(row[column.key]);

/**
 * A cell as a table shows it, in the column's format (`-` when missing); words the column writes are in
 * `translate`'s language (English, as files keep them, when not given).
 */
export const cellText = (column: Column, row: CsvRow, translate: Translate = english): string =>
  formatValue(column.format, shownValue(column, row, translate), column.signed);

/**
 * The columns with a value in some row: one that is missing in every row says nothing on screen (an
 * all-time ranking has no team-player record). No rows keep every column, so the header stays while rows
 * load. Files keep every column, so they read alike.
 */
export const columnsWithValues = (columns: readonly Column[], rows: readonly CsvRow[]): Column[] =>
  rows.length === 0 ? [...columns] : columns.filter((c) => rows.some((row) => cellText(c, row) !== MISSING));

/** The whole file: BOM, a header of labels, one record per row; missing values are `-`. */
export const tableToCsv = (table: Table, rows: readonly CsvRow[], options: DownloadOptions = {}): string => {
  const columns = downloadColumns(table, options);
  return toCsv(
    columns.map((c) => columnLabel(c)),
    rows.map((row) => columns.map((c) => csvCell(c.format, shownValue(c, row, english), c.signed))),
  );
};

// Characters Windows, macOS or Linux refuse in a file name, and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const ILLEGAL_IN_FILE_NAME = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

/** A title made safe as a file or folder name: illegal characters become `_`, no trailing dots or spaces. */
export const safeFileName = (title: string): string => {
  const name = title.replace(ILLEGAL_IN_FILE_NAME, "_").replace(/[. ]+$/, "");
  return name === "" ? "_" : name;
};

/** The CSV file a table downloads to: its title. */
export const csvFileName = (title: string): string => `${safeFileName(title)}.csv`;
