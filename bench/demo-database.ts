/** A fresh database on an engine holding the demo data set's files, for the benchmarks. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout } from "node:timers/promises";
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
  /**
   * Moves the data version on, as an ingest does, and waits until the server at `url` has read it: every
   * answer it computed is then dropped from its cache. With several workers, each reads it on its own probe.
   */
  newDataVersion(url: string, workers: number): Promise<void>;
  /** Stops the server and drops the database. */
  close(): Promise<void>;
}

/** The longest interval between a server's probes of the data version (SQLite's, db/health.ts). */
const PROBE_INTERVAL_MS = 1000;
const SERVED_TIMEOUT_MS = 10_000;

async function moveDataVersion(databaseUrl: string): Promise<number> {
  const db = openDb(databaseUrl);
  try {
    const row = await db.kysely
      .updateTable("data_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", 1)
      .returning("version")
      .executeTakeFirstOrThrow();
    return row.version;
  } finally {
    await db.close();
  }
}

/** Until the server's health answer (a fresh probe, which tells its cache) reads `version`. */
async function untilServed(url: string, version: number): Promise<void> {
  const deadline = Date.now() + SERVED_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`${url}/healthz`)).json()) as { data_version?: number };
    if (health.data_version === version) return;
    await setTimeout(50);
  }
  throw new Error(`the server at ${url} did not read data version ${version} in time`);
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

/** `env` adds settings of the server (TRUST_PROXY behind a proxy). */
export async function serveDemoDatabase(
  engine: Engine,
  files: string[],
  env: Record<string, string> = {},
): Promise<ServedDemo> {
  const { database } = await loadDemoDatabase(engine, files);
  let server: ChildServer | undefined;
  try {
    const db = openDb(database.url);
    const bodies = await benchBodies(db.kysely).finally(() => db.close());
    server = await startDemoServer(database.url, env);
    const client = await new ApiClient(server.url).init();
    const running = server;
    return {
      database,
      server,
      client,
      bodies,
      newDataVersion: async (url, workers) => {
        const version = await moveDataVersion(database.url);
        await untilServed(url, version);
        if (workers > 1) await setTimeout(PROBE_INTERVAL_MS);
      },
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
