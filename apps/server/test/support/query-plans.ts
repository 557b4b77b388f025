/**
 * Query plans for the plan tests, one step per line. PostgreSQL plans with sequential scans and sorts
 * priced out, so that a small test database shows what it would do with a large one: a scan or sort left
 * in its plan is one no index can replace.
 */
import { type CompiledQuery, CompiledQuery as Query, sql } from "kysely";
import type { Db } from "../../src/db/connect.ts";

export async function planOf(db: Db, query: CompiledQuery): Promise<string> {
  const explain = (prefix: string) => Query.raw(`${prefix} ${query.sql}`, [...query.parameters]);
  if (db.engine === "sqlite") {
    const plan = await db.kysely.executeQuery<{ detail: string }>(explain("EXPLAIN QUERY PLAN"));
    return plan.rows.map((row) => row.detail).join("\n");
  }
  return db.kysely.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_sort = off`.execute(trx);
    const plan = await trx.executeQuery<{ "QUERY PLAN": string }>(explain("EXPLAIN"));
    return plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

/** A step that reads a whole table. */
export const SCAN = { sqlite: /^SCAN (?!CONSTANT)/m, postgres: /Seq Scan/ } as const;
/** A step that sorts. */
export const SORT = { sqlite: /TEMP B-TREE/, postgres: /Sort/ } as const;
