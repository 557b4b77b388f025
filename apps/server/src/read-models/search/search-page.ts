/**
 * One page of a search: the count of the rows found and the keys of the rows of the page, sorted by a row
 * field with the id as tie-breaker (PostgreSQL returns ties in any order otherwise, so pages would overlap).
 */
import { MAX_ALL_ROWS } from "@match-stats/contract";
import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import { invalid } from "../../answers/errors.ts";
import type { Engine } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";
import { listsEveryRow, type SearchFilter, type SortColumn } from "./search-sources.ts";

export interface Order {
  readonly columns: readonly SortColumn[];
  readonly descending: boolean;
}

/** `order_by` is a row field, `-` in front for descending; `-id` means the row's id whatever it is called. */
export function parseOrder(
  orderBy: string,
  sortable: Readonly<Record<string, readonly SortColumn[]>>,
): Order {
  const descending = orderBy.startsWith("-");
  const field = descending ? orderBy.slice(1) : orderBy;
  const columns = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  if (!columns) {
    throw invalid("order_by", `cannot sort by ${field}; sortable: ${Object.keys(sortable).join(", ")}`);
  }
  // Each column once: a column named twice in ORDER BY keeps SQLite from reading the order off an index.
  const ordered = [...columns, ...(sortable.id ?? [])];
  return {
    columns: ordered.filter((c, i) => ordered.findIndex((o) => o.column === c.column) === i),
    descending,
  };
}

/** Text sorts by code point on both engines: SQLite compares bytes; PostgreSQL's collation may not. */
function orderItem(column: SortColumn, descending: boolean, engine: Engine): RawBuilder<unknown> {
  const ref = sql.ref(`r.${column.column}`);
  const collated = column.text && engine === "postgres" ? sql`${ref} COLLATE "C"` : ref;
  return sql`${collated} ${sql.raw(descending ? "DESC" : "ASC")}`;
}

export interface Paging {
  /** -1: all, up to MAX_ALL_ROWS per page. */
  readonly size: number;
  readonly page: number;
}

/** The total a page carries beside each of its rows: what ingest keeps for the list, or a count of the rows. */
export type PageTotal = RawBuilder<{ total: number | string }> | "counted";

/**
 * The query of one page: the keys of the rows found, in order, each with the page's total beside it.
 * "counted" is a window over every row found, so that the rows the terms find are found once for the
 * page and its total rather than twice (SQLite 1,041 to 888 us for a fragment most players' names hold,
 * PostgreSQL 3.0 to 1.8 ms; 26 to 17 us for a rare one); a kept total is read by a subquery the engine runs
 * once, in the same statement (one round trip fewer on PostgreSQL).
 */
export function pageQuery(
  engine: Engine,
  found: Expression<unknown>,
  order: Order,
  paging: Paging,
  total: PageTotal,
): RawBuilder<{ row_key: number | string; total?: number | string | null }> {
  const size = paging.size === -1 ? MAX_ALL_ROWS : paging.size;
  const orderBy = sql.join(order.columns.map((column) => orderItem(column, order.descending, engine)));
  const beside = total === "counted" ? sql`, COUNT(*) OVER () AS total` : sql`, (${total}) AS total`;
  return sql<{ row_key: number | string; total?: number | string | null }>`SELECT r.row_key${beside}
      FROM ${found} AS r ORDER BY ${orderBy} LIMIT ${size} OFFSET ${(paging.page - 1) * size}`;
}

/** The count of every row found. */
export const countOf = (found: Expression<unknown>): RawBuilder<{ total: number | string }> =>
  sql`SELECT COUNT(*) AS total FROM ${found} AS r`;

/**
 * The total ingest keeps for a list with no terms and no filter (no row: none), since counting every row is
 * the one part of a list page that grows with the data; undefined for a search that finds rows.
 */
export const keptCountQuery = (
  field: string,
  filter: SearchFilter,
): RawBuilder<{ total: number | string }> | undefined =>
  listsEveryRow(filter) ? sql`SELECT total FROM list_counts WHERE list = ${field}` : undefined;

/**
 * The page's keys and the total, in one statement: the total `kept` reads, or else the count of the rows
 * found, beside the page's rows. An empty first page found nothing (a list of every row holds none); a page
 * past the last row has no rows to carry the total, and reads it on its own.
 */
export async function searchPage(
  db: Kysely<Database>,
  engine: Engine,
  found: Expression<unknown>,
  order: Order,
  paging: Paging,
  kept?: RawBuilder<{ total: number | string }>,
): Promise<{ total: number; keys: string[] }> {
  const page = await pageQuery(engine, found, order, paging, kept ?? "counted").execute(db);
  const keys = page.rows.map((row) => String(row.row_key));
  const [first] = page.rows;
  if (first) return { total: Number(first.total ?? 0), keys };
  if (paging.page === 1) return { total: 0, keys };
  const alone = await (kept ?? countOf(found)).execute(db);
  return { total: Number(alone.rows[0]?.total ?? 0), keys };
}
