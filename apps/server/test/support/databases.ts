/**
 * Fresh databases for tests: an SQLite file in a temporary folder, or a new PostgreSQL database on the
 * local server. The same suites run on each engine in ENGINES.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Db, type Engine, openDb } from "../../src/db/connect.ts";
import { migrate } from "../../src/db/migrate.ts";
import { bringReadModelsUpToDate } from "../../src/read-models/up-to-date.ts";

/** The server tests create their databases on; scripts/test.ts sets MATCH_STATS_PG=off when it is absent. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export const ENGINES: Engine[] = process.env.MATCH_STATS_PG === "off" ? ["sqlite"] : ["sqlite", "postgres"];

export interface TestDatabase {
  readonly url: string;
  readonly engine: Engine;
  drop(): Promise<void>;
}

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "match-stats-"));
    return {
      url: join(dir, "test.sqlite"),
      engine,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `ms_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    engine,
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** An empty database with every table, as `npm start` leaves one: migrated, its read models' tables made. */
export async function openTestDb(
  engine: Engine,
): Promise<{ db: Db; test: TestDatabase; close(): Promise<void> }> {
  const test = await createTestDatabase(engine);
  const db = openDb(test.url);
  await migrate(db.kysely);
  await bringReadModelsUpToDate(db.kysely);
  return {
    db,
    test,
    close: async () => {
      await db.close();
      await test.drop();
    },
  };
}
