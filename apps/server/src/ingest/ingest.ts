/**
 * One ingest run: every file is read and checked before anything is written, then everything is written
 * in one transaction, so a run is all or nothing.
 */
import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { readDataVersion } from "../db/data-version.ts";
import { checkFile } from "./check-file.ts";
import { checkReferences, eventsOf } from "./check-references.ts";
import { type Problem, ProblemList } from "./problems.ts";
import { readIngestFile } from "./read-file.ts";
import { RunIndex } from "./run-index.ts";
import { type WriteSummary, writeRun } from "./write-run.ts";

export type IngestResult =
  | { ok: true; summary: WriteSummary; dataVersion: number }
  | { ok: false; problems: Problem[]; dropped: number };

export interface IngestOptions {
  /** Called when writing starts, and after each file is written (inside the transaction). */
  onWriting?: (file: string | null) => void;
  /** The hosts a logo URL may name (LOGO_HOSTS); none by default, so only paths on the site pass. */
  logoHosts?: readonly string[];
}

export async function ingestFiles(
  db: Db,
  files: readonly string[],
  options: IngestOptions = {},
): Promise<IngestResult> {
  const problems = new ProblemList();
  const index = new RunIndex(problems);
  const logoHosts = new Set(options.logoHosts);
  for (const file of files) {
    const data = await readIngestFile(file, problems);
    if (data) checkFile(file, data, { index, problems, logoHosts });
  }
  const events = await eventsOf(db.kysely, index);
  if (problems.empty) await checkReferences(db.kysely, index, events, problems);
  if (!problems.empty) return { ok: false, problems: problems.items, dropped: problems.dropped };

  const summary = await db.kysely.transaction().execute(async (trx) => {
    options.onWriting?.(null);
    return writeRun(trx, index, files, events, (file) => options.onWriting?.(file));
  });
  // The run went through the WAL whole; while a server keeps the file open the WAL is never deleted and
  // would stay the size of the run (hundreds of MB at scale 10). Copy it into the database and empty it.
  if (db.engine === "sqlite") await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely);
  return { ok: true, summary, dataVersion: await readDataVersion(db.kysely) };
}
