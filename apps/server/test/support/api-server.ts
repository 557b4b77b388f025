/** Serves the demo database of an engine the way `npm start` does, on a free port, for an API suite. */
import { afterAll, beforeAll, expect, inject } from "vitest";
import { readConfig } from "../../src/config.ts";
import type { Engine } from "../../src/db/connect.ts";
import type { IngestFile } from "../../src/ingest/format.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { serve } from "../../src/serve.ts";
import { ApiClient } from "./api-client.ts";
import { openTestDb } from "./databases.ts";
import { writeFiles } from "./files.ts";

export interface ApiServer {
  url: string;
  client: ApiClient;
  close(): Promise<void>;
}

/** `databaseUrl`: another database than the engine's demo one (a suite's own, which it may ingest into). */
export async function startApiServer(
  engine: Engine,
  env: Record<string, string> = {},
  databaseUrl = inject("demoDatabases")[engine],
): Promise<ApiServer> {
  if (!databaseUrl) throw new Error(`no demo database for ${engine}`);
  const config = readConfig({
    ...process.env,
    RATE_LIMIT_PER_MINUTE: "0",
    ...env,
    DATABASE_URL: databaseUrl,
    PORT: "0",
  });
  const running = await serve(config, undefined, { quiet: true, handleSignals: false });
  const client = await new ApiClient(running.url).init();
  return {
    url: running.url,
    client,
    close: async () => {
      await running.app.close();
      await running.db.close();
    },
  };
}

/** A server on a database of its own, and the ingest of more runs into it while it serves. */
export interface IngestingServer {
  readonly server: ApiServer;
  /** Ingests one run file; a refused run fails the test with its problems. */
  ingest(file: IngestFile): Promise<void>;
}

/**
 * For a describe block: a server on a fresh database of `engine` holding `first`, started before the block's
 * tests and closed after them.
 */
export function useIngestingServer(engine: Engine, first: IngestFile): IngestingServer {
  let opened: Awaited<ReturnType<typeof openTestDb>> | undefined;
  let server: ApiServer | undefined;
  const ingest = async (file: IngestFile) => {
    if (!opened) throw new Error("the ingesting server has not started");
    const result = await ingestFiles(opened.db, writeFiles({ "run.json": file }));
    expect(result.ok ? [] : result.problems).toEqual([]);
  };
  beforeAll(async () => {
    opened = await openTestDb(engine);
    await ingest(first);
    server = await startApiServer(engine, {}, opened.test.url);
  });
  afterAll(async () => {
    await server?.close();
    await opened?.close();
  });
  return {
    get server() {
      if (!server) throw new Error("the ingesting server has not started");
      return server;
    },
    ingest,
  };
}
