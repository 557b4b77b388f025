/** A fresh database on an engine holding the demo data set's files, for the benchmarks. */
import { type Engine, openDb } from "../apps/server/src/db/connect.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { ingestFiles } from "../apps/server/src/ingest/ingest.ts";
import type { WriteSummary } from "../apps/server/src/ingest/write-run.ts";
import { createTestDatabase, type TestDatabase } from "../apps/server/test/support/databases.ts";

export async function loadDemoDatabase(
  engine: Engine,
  files: string[],
): Promise<{ database: TestDatabase; summary: WriteSummary }> {
  const database = await createTestDatabase(engine);
  const db = openDb(database.url);
  let loaded = false;
  try {
    await migrate(db.kysely);
    const result = await ingestFiles(db, files);
    if (!result.ok) throw new Error(`the demo data set was refused: ${result.problems[0]?.reason}`);
    loaded = true;
    return { database, summary: result.summary };
  } finally {
    await db.close();
    if (!loaded) await database.drop();
  }
}
