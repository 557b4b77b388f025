/**
 * One ingest run: every file is read and checked before anything is written, then everything is written
 * in one transaction, so a run is all or nothing.
 */
import { type Kysely, sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { readDataVersion } from "../db/data-version.ts";
import type { Database } from "../db/schema.ts";
import { checkFile } from "./check-file.ts";
import { checkReferences, eventsOf } from "./check-references.ts";
import { type Problem, ProblemList } from "./problems.ts";
import { readIngestFile } from "./read-file.ts";
import { RunIndex } from "./run-index.ts";
import { refreshStatistics, staleTables, type TableChanges, tableChanges } from "./table-statistics.ts";
import { type CheckedFile, type IngestPhase, type WriteSummary, writeRun } from "./write-run.ts";

export type IngestResult =
  | { ok: true; summary: WriteSummary; dataVersion: number }
  | { ok: false; problems: Problem[]; dropped: number };

export interface IngestOptions {
  /** Called when writing starts, and after each file is written (inside the transaction). */
  onWriting?: (file: string | null) => void;
  /** Called as each phase of the run starts, for the benchmark's account of where the time goes. */
  onPhase?: (phase: IngestPhase) => void;
  /** The hosts a logo URL may name (LOGO_HOSTS); none by default, so only paths on the site pass. */
  logoHosts?: readonly string[];
  /**
   * false: leave PostgreSQL's statistics to autovacuum (table-statistics.ts). For the plan tests, whose small
   * database is planned as a large one would be only while PostgreSQL knows nothing of its sizes.
   */
  statistics?: boolean;
}

/** SQLite's page cache while a run writes: the default 2 MB made every index insert of a large run a read. */
export const SQLITE_INGEST_CACHE_KIB = 256 * 1024;

/**
 * PostgreSQL's settings for a run's transaction: JIT compiling each roll-up's sixty aggregates cost more than
 * running them; the default 4 MB made a whole roll-up rebuild's hash aggregates spill to disk.
 */
export async function postgresRunSettings(trx: Kysely<Database>): Promise<void> {
  await sql`SET LOCAL jit = off`.execute(trx);
  await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
}

/**
 * A run that failed (on a full disk among other things) is rolled back, but SQLite's WAL keeps the run's
 * pages until it is emptied, and would keep the disk full: it is emptied before the error goes on.
 */
async function emptyingWalOnFailure<T>(db: Db, write: () => Promise<T>): Promise<T> {
  try {
    return await withBulkSettings(db, write);
  } catch (error) {
    if (db.engine === "sqlite") await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely).catch(() => {});
    throw error;
  }
}

async function withBulkSettings<T>(db: Db, write: () => Promise<T>): Promise<T> {
  if (db.engine !== "sqlite") return write();
  const before = await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(db.kysely);
  await sql.raw(`PRAGMA cache_size = -${SQLITE_INGEST_CACHE_KIB}`).execute(db.kysely);
  try {
    return await write();
  } finally {
    await sql.raw(`PRAGMA cache_size = ${Number(before.rows[0]?.cache_size)}`).execute(db.kysely);
  }
}

export async function ingestFiles(
  db: Db,
  files: readonly string[],
  options: IngestOptions = {},
): Promise<IngestResult> {
  const problems = new ProblemList();
  options.onPhase?.("read and check files");
  const index = new RunIndex(problems);
  const logoHosts = new Set(options.logoHosts);
  const read: CheckedFile[] = [];
  for (const file of files) {
    const checked = await readIngestFile(file, problems);
    if (!checked) continue;
    checkFile(file, checked.data, { index, problems, logoHosts });
    read.push({ file, digest: checked.digest });
  }
  options.onPhase?.("check references");
  const events = await eventsOf(db.kysely, index);
  if (problems.empty) await checkReferences(db.kysely, index, events, problems);
  if (!problems.empty) return { ok: false, problems: problems.items, dropped: problems.dropped };

  let stale: string[] = [];
  const summary = await emptyingWalOnFailure(db, () =>
    db.kysely.transaction().execute(async (trx) => {
      options.onWriting?.(null);
      let before: TableChanges | undefined;
      if (db.engine === "postgres") {
        await postgresRunSettings(trx);
        if (options.statistics !== false) before = await tableChanges(trx);
      }
      const written = await writeRun(trx, db.engine, index, read, events, {
        onFile: (file) => options.onWriting?.(file),
        onPhase: (phase) => options.onPhase?.(phase),
      });
      if (before) stale = staleTables(before, await tableChanges(trx));
      // Timed on its own: SQLite writes the run's pages still in its cache as it commits, seconds at scale 10
      // that were counted in the last phase before.
      options.onPhase?.("commit");
      return written;
    }),
  );
  // The run went through the WAL whole; while a server keeps the file open the WAL is never deleted and
  // would stay the size of the run (hundreds of MB at scale 10). Copy it into the database and empty it.
  options.onPhase?.("checkpoint");
  if (db.engine === "sqlite") await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely);
  options.onPhase?.("statistics");
  await refreshStatistics(db.kysely, stale);
  return { ok: true, summary, dataVersion: await readDataVersion(db.kysely) };
}
