/**
 * Display formats (docs/spec.md section 9). Tables and CSV downloads both go through `formatValue`, so a value reads
 * the same on screen and in the exported file (docs/spec.md section 5: "times and rates export in the displayed formats").
 */
import { isMissing, MISSING } from "./missing.ts";
import { modeLabel } from "./modes.ts";

/** How a column's values are shown. */
export type Format =
  | "text"
  | "integer"
  | "decimal"
  | "rate"
  | "datetime"
  | "datetime_short"
  | "date"
  | "survival_time"
  | "win_loss"
  | "list"
  | "id"
  | "mode";

export const FORMATS = [
  "text",
  "integer",
  "decimal",
  "rate",
  "datetime",
  "datetime_short",
  "date",
  "survival_time",
  "win_loss",
  "list",
  "id",
  "mode",
] as const satisfies readonly Format[];

export type Scalar = string | number | null | undefined;
export type FormatInput = Scalar | readonly Scalar[];

/**
 * A finite number rounded to at most `digits` decimals, half away from zero, trailing zeros dropped, no
 * grouping separators (so it stays one CSV field and parses back as a number in a spreadsheet), and no "-0":
 * what `Intl.NumberFormat("en-US", { useGrouping: false, maximumFractionDigits: digits, signDisplay:
 * "negative" })` writes, which the tests check value for value. Written out because a page's first
 * Intl.NumberFormat costs Chromium some 60 ms of loading locale data, a quarter of a phone's first screen
 * (docs/performance.md, "The browser"). Like Intl, it rounds the number's shortest decimal text (so 1.005 is
 * 1.01), not the binary value `toFixed` rounds.
 */
const roundedText = (n: number, digits: number): string => {
  // A rate's percentage of the largest ratios is past the largest number.
  if (!Number.isFinite(n)) return n > 0 ? "∞" : "-∞";
  const [mantissa = "", exponent = "0"] = String(Math.abs(n)).split("e");
  const [whole = "", fraction = ""] = mantissa.split(".");
  const figures = whole + fraction;
  // Figures before the decimal point.
  const point = whole.length + Number(exponent);
  let units =
    point <= 0 ? "0" : point >= figures.length ? figures.padEnd(point, "0") : figures.slice(0, point);
  let decimals = point <= 0 ? "0".repeat(-point) + figures : figures.slice(point);
  if (decimals.length > digits) {
    const up = decimals.charCodeAt(digits) >= 53; // "5" or more
    decimals = decimals.slice(0, digits);
    if (up) {
      const sum = increment(units + decimals);
      units = sum.slice(0, sum.length - digits);
      decimals = sum.slice(sum.length - digits);
    }
  }
  decimals = decimals.replace(/0+$/, "");
  units = units.replace(/^0+(?=\d)/, "");
  const shown = decimals === "" ? units : `${units}.${decimals}`;
  return n < 0 && /[1-9]/.test(shown) ? `-${shown}` : shown;
};

/** A string of decimal figures plus one in its last place: "199" -> "200", "99" -> "100". */
const increment = (figures: string): string => {
  let i = figures.length - 1;
  while (i >= 0 && figures[i] === "9") i--;
  const zeros = "0".repeat(figures.length - i - 1);
  return i < 0 ? `1${zeros}` : `${figures.slice(0, i)}${Number(figures[i]) + 1}${zeros}`;
};

const NUMERIC_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** Numbers arrive from JSON either as numbers or as numeric strings; anything else is not a number. */
const toNumber = (value: Scalar): number | null => {
  if (typeof value === "number") return value;
  if (typeof value === "string" && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return null;
};

/**
 * Integers as they are; other numbers with at most 2 decimals, trailing zeros dropped (3.3333 -> "3.33").
 * A safe integer's own text is what roundedText writes for it, at less cost (-0 is "0" both ways). `signed`:
 * the number may be negative, so -1 is shown (missing.ts).
 */
export const formatNumber = (n: number | null | undefined, signed = false): string =>
  isMissing(n, signed) ? MISSING : Number.isSafeInteger(n) ? String(n) : roundedText(n!, 2);

export const formatInteger = (n: number | null | undefined, signed = false): string =>
  isMissing(n, signed) ? MISSING : roundedText(n!, 0);

/** Moves the decimal point in the number's shortest text form, so 0.4567 becomes exactly 45.67, not 45.669999. */
const shiftDecimal = (n: number, places: number): number => {
  const [mantissa, exponent = "0"] = String(n).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
};

/**
 * A ratio shown as a percentage with at most 2 decimals: 0.4567 -> "45.67%", 0.5 -> "50%"; a `signed` one
 * (a change) shows -1 as "-100%".
 */
export const formatRate = (ratio: number | null | undefined, signed = false): string =>
  isMissing(ratio, signed) ? MISSING : `${roundedText(shiftDecimal(ratio!, 2), 2)}%`;

/** ISO text of a unix time, or null when the date cannot be written as YYYY-MM-DD (outside years 0000-9999). */
const isoOf = (unixSeconds: number | null | undefined): string | null => {
  if (isMissing(unixSeconds)) return null;
  const date = new Date(Math.floor(unixSeconds!) * 1000);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return /^\d{4}-/.test(iso) ? iso : null;
};

/** Unix seconds as UTC `YYYY-MM-DD HH:mm:ss`, whatever the machine's time zone. */
export const formatDateTime = (unixSeconds: number | null | undefined): string => {
  const iso = isoOf(unixSeconds);
  return iso === null ? MISSING : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
};

/** Unix seconds as UTC `YYYY-MM-DD HH:mm`. */
export const formatDateTimeShort = (unixSeconds: number | null | undefined): string => {
  const iso = isoOf(unixSeconds);
  return iso === null ? MISSING : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
};

/** Unix seconds as the UTC date `YYYY-MM-DD`. */
export const formatDate = (unixSeconds: number | null | undefined): string => {
  const iso = isoOf(unixSeconds);
  return iso === null ? MISSING : iso.slice(0, 10);
};

/**
 * Seconds as minutes'seconds'' (754 -> 12'34''). Averages round to the nearest second.
 * A negative duration cannot happen in a game, so it is treated as missing rather than shown.
 */
export const formatSurvivalTime = (seconds: number | null | undefined): string => {
  if (isMissing(seconds) || seconds! < 0) return MISSING;
  const total = Math.round(seconds!);
  const minutes = Math.floor(total / 60);
  return `${minutes}'${String(total % 60).padStart(2, "0")}''`;
};

/** Rounds won and lost as "a-b"; a dash when either side is unknown. */
export const formatWinLoss = (won: number | null | undefined, lost: number | null | undefined): string =>
  isMissing(won) || isMissing(lost) ? MISSING : `${formatNumber(won)}-${formatNumber(lost)}`;

/** Series won, drawn and lost as "w-d-l"; a dash when any is unknown. */
export const formatWinDrawLoss = (
  won: number | null | undefined,
  drawn: number | null | undefined,
  lost: number | null | undefined,
): string =>
  isMissing(won) || isMissing(drawn) || isMissing(lost)
    ? MISSING
    : `${formatNumber(won)}-${formatNumber(drawn)}-${formatNumber(lost)}`;

/**
 * A list joined by commas (docs/spec.md section 3: regions and uids are "joined by commas"), each followed by a
 * space so a narrow cell wraps between items, not inside a name ("Br / asil").
 * Missing items are left out; a list with nothing left is a dash.
 */
export const formatList = (list: readonly Scalar[] | null | undefined): string =>
  list === null || list === undefined ? MISSING : joinItems("list", list, false);

/** Formats each item, leaving out those that come out missing (such as a "-1" id). */
const joinItems = (format: Format, items: readonly Scalar[], signed: boolean): string => {
  const parts = items.map((item) => formatScalar(format, item, signed)).filter((part) => part !== MISSING);
  return parts.length === 0 ? MISSING : parts.join(", ");
};

const formatScalar = (format: Format, value: Scalar, signed: boolean): string => {
  if (isMissing(value, signed)) return MISSING;
  if (format === "text" || format === "list") return typeof value === "number" ? formatNumber(value) : value!;
  // Win-loss arrives already written as "a-b" when it is not given as a pair.
  if (format === "win_loss") return typeof value === "number" ? formatNumber(value) : value!;
  const n = toNumber(value);
  // Text in a numeric column is shown as given rather than hidden; the CSV writer still neutralises it.
  if (n === null) return String(value);
  if (isMissing(n, signed)) return MISSING;
  switch (format) {
    case "integer":
    case "id":
      return formatInteger(n, signed);
    case "decimal":
      return formatNumber(n, signed);
    case "rate":
      return formatRate(n, signed);
    case "datetime":
      return formatDateTime(n);
    case "datetime_short":
      return formatDateTimeShort(n);
    case "date":
      return formatDate(n);
    case "survival_time":
      return formatSurvivalTime(n);
    case "mode":
      return modeLabel(n);
  }
};

/**
 * Formats any cell value for display or export. Arrays are formatted item by item and joined like a list,
 * except a [won, lost] pair in a win-loss column. `signed`: the column's values may be negative, so -1 is a
 * value, not the missing marker (a column's `signed` in the catalogue).
 */
export const formatValue = (format: Format, value: FormatInput, signed = false): string => {
  if (!Array.isArray(value)) return formatScalar(format, value as Scalar, signed);
  const items = value as readonly Scalar[];
  if (format === "win_loss" && items.length === 2) {
    return formatWinLoss(toNumber(items[0]), toNumber(items[1]));
  }
  return joinItems(format, items, signed);
};
