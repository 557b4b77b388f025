/**
 * PostgreSQL's statistics and visibility map after a run, as its documentation advises after a bulk load
 * ("Populating a Database": run ANALYZE afterwards). Without them the planner guesses every row count (a
 * player list page sorted 2,380 rows it could have read in order) and an index-only scan reads the table
 * too; autovacuum would get there in time, but it may be off (it is on this project's shared cluster) and a
 * served database is read from the moment a run commits.
 *
 * The rule is autovacuum's own default for analysing: a table whose rows the run changed by more than 10%
 * of what it held, plus 50, or one never analysed. So a first load vacuums every table, and a live event's
 * run of one match (a few rows in tables of a million) none but the small tables it reshaped.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

const SCALE_FACTOR = 0.1;
const THRESHOLD = 50;

/** Each table's changed rows as the connection counts them so far, and its rows at the last statistics. */
export type TableChanges = ReadonlyMap<string, { readonly changed: number; readonly rows: number }>;

/**
 * Read in the run's own transaction, at its start and again at its end: PostgreSQL counts a connection's
 * changes until it next reports them, which may be after several transactions, so only the difference is
 * the run's.
 */
export async function tableChanges(trx: Transaction<Database>): Promise<TableChanges> {
  const { rows } = await sql<{ table: string; changed: string; rows: number }>`
    SELECT s.relname AS table, s.n_tup_ins + s.n_tup_upd + s.n_tup_del AS changed, c.reltuples AS rows
    FROM pg_stat_xact_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = current_schema()`.execute(trx);
  return new Map(rows.map((row) => [row.table, { changed: Number(row.changed), rows: Number(row.rows) }]));
}

/** The tables the run changed enough to need new statistics (never analysed: `rows` is -1). */
export function staleTables(before: TableChanges, after: TableChanges): string[] {
  return [...after]
    .filter(([table, { changed, rows }]) => {
      const run = changed - (before.get(table)?.changed ?? 0);
      return run > 0 && (rows < 0 || run > SCALE_FACTOR * rows + THRESHOLD);
    })
    .map(([table]) => table)
    .sort();
}

/**
 * VACUUM (ANALYZE) of each table, one at a time after the commit (VACUUM runs outside a transaction). It
 * takes no lock that readers or the next run's writes wait for.
 */
export async function refreshStatistics(db: Kysely<Database>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
}
