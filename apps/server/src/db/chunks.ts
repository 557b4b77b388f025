/**
 * Splits a list for `IN (...)` lists and multi-row inserts: SQLite allows 32,766 bound parameters per
 * statement and PostgreSQL 65,535, so a statement stays under 30,000.
 */
import { sql } from "kysely";

export const MAX_PARAMETERS = 30_000;

export function* chunks<T>(items: readonly T[], size = 1000): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** Rows per multi-row insert for a table of `columns` columns. */
export const rowsPerInsert = (columns: number): number => Math.max(1, Math.floor(MAX_PARAMETERS / columns));

/** `column IN (ids)`, for raw SQL: one parameter per id, so pass a chunk. */
export const inList = (column: string, ids: readonly (number | string)[]) =>
  sql`${sql.ref(column)} IN (${sql.join(ids)})`;
