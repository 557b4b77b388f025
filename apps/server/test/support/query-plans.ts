/**
 * Query plans for the plan tests, one step per line. PostgreSQL plans with sequential scans and sorts
 * priced out, so that a small test database shows what it would do with a large one: a scan or sort left
 * in its plan is one no index can replace.
 */
import { type CompiledQuery, CompiledQuery as Query, sql } from "kysely";
import type { Db } from "../../src/db/connect.ts";

export interface PlanOptions {
  /**
   * PostgreSQL: leave sorts priced as they are, for a statement that sorts the few rows it found by the
   * subject. With sorts priced out, PostgreSQL walks a whole index in the order asked (every match by start
   * time) to avoid sorting them, a plan a large database would never choose.
   */
  readonly sorts?: boolean;
  /**
   * PostgreSQL: the generic plan, which a named statement (db/connect.ts) may settle on after its first runs,
   * planned without the values: the plan that once hashed a whole table on every call (points_race).
   */
  readonly generic?: boolean;
}

/** A value written into SQL text, for EXECUTE: the plan tests bind numbers and ids. */
const literal = (value: unknown): string =>
  typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

export async function planOf(db: Db, query: CompiledQuery, options: PlanOptions = {}): Promise<string> {
  const explain = (prefix: string) => Query.raw(`${prefix} ${query.sql}`, [...query.parameters]);
  if (db.engine === "sqlite") {
    const plan = await db.kysely.executeQuery<{ detail: string }>(explain("EXPLAIN QUERY PLAN"));
    return plan.rows.map((row) => row.detail).join("\n");
  }
  return db.kysely.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    if (!options.sorts) await sql`SET LOCAL enable_sort = off`.execute(trx);
    let statement = explain("EXPLAIN");
    if (options.generic) {
      await sql`SET LOCAL plan_cache_mode = force_generic_plan`.execute(trx);
      await trx.executeQuery(Query.raw(`PREPARE plan_test AS ${query.sql}`));
      statement = Query.raw(`EXPLAIN EXECUTE plan_test(${query.parameters.map(literal).join(", ")})`);
    }
    const plan = await trx.executeQuery<{ "QUERY PLAN": string }>(statement);
    if (options.generic) await trx.executeQuery(Query.raw("DEALLOCATE plan_test"));
    return plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

/**
 * A step that reads a whole table. SQLite's `SCAN (subquery-N)` reads the rows a subquery's co-routine
 * yields (a search's rows found, counted beside its page), not a table: a table scan inside it is a step of
 * its own.
 */
export const SCAN = { sqlite: /^SCAN (?!CONSTANT|\(subquery-)/m, postgres: /Seq Scan/ } as const;
/** A step that sorts. */
export const SORT = { sqlite: /TEMP B-TREE/, postgres: /Sort/ } as const;
