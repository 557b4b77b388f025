/**
 * Opens the database (waiting for it while it is not reachable), brings its schema up to date and serves
 * the site and the API.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { type Config, readConfig } from "./config.ts";
import { type Db, openDb } from "./db/connect.ts";
import { waitForDatabase } from "./db/health.ts";
import { migrate } from "./db/migrate.ts";
import { Drain } from "./drain.ts";
import { bringReadModelsUpToDate } from "./read-models/up-to-date.ts";

export interface Running {
  app: FastifyInstance;
  db: Db;
  url: string;
}

export interface ServeOptions {
  /** No start-up lines (tests). */
  quiet?: boolean;
  /** Close cleanly on SIGINT and SIGTERM (the command line). */
  handleSignals?: boolean;
}

export async function serve(
  config: Config = readConfig(),
  db: Db = openServerDb(config),
  { quiet = false, handleSignals = true }: ServeOptions = {},
): Promise<Running> {
  if (!quiet) warnOfDevSecret(config);
  await waitForDatabase(db, config.databaseUrl, { log: quiet ? () => {} : console.error });
  await migrate(db.kysely);
  await bringReadModelsUpToDate(db.kysely, quiet ? undefined : console.log);
  const drain = new Drain();
  const app = await buildApp({ db, config, drain });
  const close = async () => {
    if (drain.active) return;
    app.log.info(
      `shutting down: finishing the answers in flight (at most ${config.drainTimeoutMs / 1000} s)`,
    );
    const cut = await drain.begin(config.drainTimeoutMs);
    if (cut > 0) {
      app.log.warn(
        `shutting down: ${cut} answer(s) still in flight after ${config.drainTimeoutMs / 1000} s are cut`,
      );
      app.server.closeAllConnections();
    }
    // Bounded: a frozen database would otherwise hold the exit forever.
    setTimeout(() => process.exit(0), 5000).unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  if (handleSignals) {
    process.on("SIGINT", close);
    process.on("SIGTERM", close);
  }
  const url = await app.listen({ port: config.port, host: config.host });
  if (!quiet) console.log(`Match Stats is serving on ${url} (${db.engine})`);
  return { app, db, url };
}

export function warnOfDevSecret(config: Config): void {
  if (!config.signingSecretSet)
    console.warn("warning: SIGNING_SECRET is not set; using the published development secret");
}

/** The database as the server uses it: statements cancelled just after the call's time limit. */
export const openServerDb = (config: Config): Db =>
  openDb(config.databaseUrl, { callTimeLimitMs: config.callTimeLimitMs });
