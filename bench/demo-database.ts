/** A fresh database on an engine holding the demo data set's files, for the benchmarks. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "@match-stats/server/config";
import { type Engine, openDb } from "@match-stats/server/db/connect";
import { migrate } from "@match-stats/server/db/migrate";
import { type IngestOptions, ingestFiles } from "@match-stats/server/ingest/ingest";
import type { WriteSummary } from "@match-stats/server/ingest/write-run";
import { ApiClient } from "@match-stats/server/test-support/api-client";
import { createTestDatabase, type TestDatabase } from "@match-stats/server/test-support/databases";
import { type BenchCall, benchBodies, type CallBodies } from "./api-bodies.ts";
import { type ChildServer, startChildServer } from "./child-server.ts";

export async function loadDemoDatabase(
  engine: Engine,
  files: string[],
  options: IngestOptions = {},
): Promise<{ database: TestDatabase; summary: WriteSummary }> {
  const database = await createTestDatabase(engine);
  const db = openDb(database.url);
  let loaded = false;
  try {
    await migrate(db.kysely);
    const result = await ingestFiles(db, files, options);
    if (!result.ok) throw new Error(`the demo data set was refused: ${result.problems[0]?.reason}`);
    loaded = true;
    return { database, summary: result.summary };
  } finally {
    await db.close();
    if (!loaded) await database.drop();
  }
}

/** The demo data set on an engine, served by `npm start` in a child process, with the bodies each bench call sends. */
export interface ServedDemo {
  readonly database: TestDatabase;
  readonly server: ChildServer;
  readonly client: ApiClient;
  readonly bodies: Record<BenchCall, CallBodies>;
  /** Stops the server and drops the database. */
  close(): Promise<void>;
}

/** `npm start`'s command in package.json after `node`: its node options (the young generation's size), then its script. */
const START_ARGS = (
  JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { scripts: { start: string } }
).scripts.start
  .split(" ")
  .slice(1)
  .map((arg) => (arg.endsWith(".ts") ? join(REPO_ROOT, arg) : arg));

/** `npm start` on a loaded database, unlimited, on a free port; `env` adds settings (WORKERS). */
export const startDemoServer = (
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ChildServer> =>
  startChildServer(START_ARGS, {
    DATABASE_URL: databaseUrl,
    HOST: "127.0.0.1",
    PORT: "0",
    RATE_LIMIT_PER_MINUTE: "0",
    ...env,
  });

export async function serveDemoDatabase(engine: Engine, files: string[]): Promise<ServedDemo> {
  const { database } = await loadDemoDatabase(engine, files);
  let server: ChildServer | undefined;
  try {
    const db = openDb(database.url);
    const bodies = await benchBodies(db.kysely).finally(() => db.close());
    server = await startDemoServer(database.url);
    const client = await new ApiClient(server.url).init();
    const running = server;
    return {
      database,
      server,
      client,
      bodies,
      close: async () => {
        await running.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await server?.stop();
    await database.drop();
    throw error;
  }
}
