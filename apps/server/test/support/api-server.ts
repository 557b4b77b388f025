/** Serves the demo database of an engine the way `npm start` does, on a free port, for an API suite. */
import { inject } from "vitest";
import { readConfig } from "../../src/config.ts";
import type { Engine } from "../../src/db/connect.ts";
import { serve } from "../../src/serve.ts";
import { ApiClient } from "./api-client.ts";

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
