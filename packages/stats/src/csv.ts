/**
 * CSV writer for table downloads (docs/spec.md sections 1 and 9): UTF-8 text starting with a byte-order mark so
 * spreadsheet programs detect the encoding, RFC 4180 quoting (also of `;` and tab), CRLF line ends. Cells
 * that a spreadsheet would run as a formula are neutralised, judged by the column's type.
 */
import { type Format, type FormatInput, formatValue } from "./formats.ts";
import { MISSING } from "./missing.ts";

/** Written once, at the very start of the file. */
export const CSV_BOM = "\uFEFF";

/** "number" columns hold values this package formatted (counts, rates, times, win-loss), "text" anything else. */
export type CsvCellKind = "text" | "number";

export interface CsvCell {
  readonly value: string;
  readonly kind: CsvCellKind;
}

export const textCell = (value: string): CsvCell => ({ value, kind: "text" });
export const numberCell = (value: string): CsvCell => ({ value, kind: "number" });

/** Formats whose values are text (names, ids, uid lists, mode codes) rather than formatted numbers. */
const TEXT_FORMATS: ReadonlySet<Format> = new Set<Format>(["text", "list", "id", "mode"]);

export const csvKindOf = (format: Format): CsvCellKind => (TEXT_FORMATS.has(format) ? "text" : "number");

/** A cell formatted exactly as the table shows it, typed by its column's format (`signed`: formatValue's). */
export const csvCell = (format: Format, value: FormatInput, signed = false): CsvCell => ({
  value: formatValue(format, value, signed),
  kind: csvKindOf(format),
});

// Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r\n]/;
// What this package writes into number columns: -3, +2.5, -3.5%, 3-2, 1.5-0.5. Dates and times start with a digit.
const NUMBER_TEXT = /^[-+]?\d+(\.\d+)?%?$|^\d+(\.\d+)?-\d+(\.\d+)?$/;

/**
 * The cell's value as written: a leading `'` when a spreadsheet would run it as a formula. The missing
 * marker and numbers in number columns are left alone; anything else in a number column is treated as
 * text, so unexpected data there cannot slip through.
 */
export const neutraliseCell = (cell: CsvCell): string => {
  const { value, kind } = cell;
  if (value === MISSING || !FORMULA_START.test(value)) return value;
  if (kind === "number" && NUMBER_TEXT.test(value)) return value;
  return `'${value}`;
};

// A comma, quote or line break (RFC 4180), and the separators other locales split on: `;` (where it is the
// list separator, Brazil among them) and tab. Unquoted, `a;=1+1` would become two cells there, one a formula.
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** One RFC 4180 field: quoted, with quotes doubled, when it holds a separator, quote or line break. */
export const quoteCsvField = (field: string): string =>
  NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;

/** One record ending in CRLF, for writing a download row by row after `CSV_BOM`. */
export const csvLine = (cells: readonly CsvCell[]): string =>
  `${cells.map((cell) => quoteCsvField(neutraliseCell(cell))).join(",")}\r\n`;

/** A header record: column titles are text. */
export const csvHeaderLine = (header: readonly string[]): string => csvLine(header.map(textCell));

/** A whole file: BOM, header record, then one record per row. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  CSV_BOM + csvHeaderLine(header) + rows.map(csvLine).join("");
