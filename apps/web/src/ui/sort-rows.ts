/**
 * Sorting a table: the sort a header click asks for, the API's `order_by` for it, and the rows sorted in the
 * browser where a screen holds the whole list (the event page, docs/spec.md section 2 "Event page").
 */
import { type Column, type CsvRow, isMissing } from "@match-stats/stats";

/** A sort: the row field and its direction. No sort means the list's default (descending id). */
export interface Sort {
  readonly key: string;
  readonly descending: boolean;
}

/** The API's `order_by` (docs/spec.md section 4): the field for ascending, `-field` for descending. */
export const orderBy = (sort: Sort | null, fallback = "-id"): string =>
  sort ? `${sort.descending ? "-" : ""}${sort.key}` : fallback;

/**
 * A header click: the column's first direction (`descendingFirst`: the strongest first, for a statistic), then
 * the other, then back to the default order. A column that is the default order (`fallback`, shown with its
 * arrow) goes from it to the other direction, and back to it.
 */
export const nextSort = (
  current: Sort | null,
  key: string,
  fallback?: Sort,
  descendingFirst = false,
): Sort | null => {
  const shown = current ?? fallback;
  if (shown?.key !== key) return { key, descending: descendingFirst };
  if (shown.descending === descendingFirst)
    return fallback?.key === key && fallback.descending !== descendingFirst
      ? null
      : { key, descending: !descendingFirst };
  return current === null ? { key, descending: descendingFirst } : null;
};

/**
 * Rows in the order asked for; missing values last either way (-1 is one unless the table's column is
 * `signed`); no sort keeps the list's own order.
 */
export function sortRows<Row extends CsvRow>(
  rows: readonly Row[],
  sort: Sort | null,
  columns: readonly Column[],
): readonly Row[] {
  if (!sort) return rows;
  const direction = sort.descending ? -1 : 1;
  const signed = columns.find((column) => column.key === sort.key)?.signed;
  const missing = (value: unknown) => isMissing(value, signed);
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (missing(x) || missing(y)) return Number(missing(x)) - Number(missing(y));
    if (typeof x === "number" && typeof y === "number") return (x - y) * direction;
    return String(x).localeCompare(String(y)) * direction;
  });
}
