/**
 * The terms of an exact search (search_type 2) that found no row: for the match search's toast_message,
 * which the client splits on '|' (docs/spec.md sections 3 and 8: unmatched match ids raise an error toast).
 */
import { type Expression, type Kysely, sql } from "kysely";
import { nameKey } from "../../db/name-key.ts";
import type { Database } from "../../db/schema.ts";
import { numericId } from "./search-terms.ts";

/** `found` is the search's query of the rows found (columns id and name_key). */
export async function unmatchedTerms(
  db: Kysely<Database>,
  found: Expression<unknown>,
  terms: readonly string[],
): Promise<string[]> {
  const ids = terms.flatMap((term) => numericId(term) ?? []);
  const keys = terms.map(nameKey);
  if (keys.length === 0) return [];
  const [idRows, nameRows] = await Promise.all([
    ids.length === 0
      ? { rows: [] }
      : sql<{ id: number }>`SELECT r.id FROM ${found} AS r WHERE r.id IN (${sql.join(ids)})`.execute(db),
    sql<{ name_key: string }>`SELECT DISTINCT r.name_key FROM ${found} AS r
      WHERE r.name_key IN (${sql.join(keys)})`.execute(db),
  ]);
  const foundIds = new Set(idRows.rows.map((row) => Number(row.id)));
  const foundNames = new Set(nameRows.rows.map((row) => row.name_key));
  return terms.filter((term) => !foundIds.has(numericId(term) ?? -1) && !foundNames.has(nameKey(term)));
}
