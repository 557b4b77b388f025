/**
 * What the storage engine alone takes to write the rows a run left: every table of a loaded database copied,
 * rows and indexes, into an empty copy of its schema by `INSERT ... SELECT` inside one transaction, then
 * committed (and on SQLite checkpointed, as ingest does). No JavaScript, no reading of files, nothing computed:
 * a lower bound for any ingest that keeps the same rows, so the bench can say when a rate target lies below it.
 * On SQLite a loose one: copying into an empty table of the same shape takes its transfer optimisation, each
 * index in its own key order, which rows computed by a program cannot have (docs/performance.md, "The engine's floor").
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { type Engine, openDb, sqlitePath } from "@match-stats/server/db/connect";
import { postgresRunSettings, SQLITE_INGEST_CACHE_KIB } from "@match-stats/server/ingest/ingest";
import { type Kysely, sql } from "kysely";

export interface EngineFloor {
  readonly seconds: number;
  readonly rows: number;
}

/** The tables a migration made (the migrator's own two left out), with their row counts. */
async function tablesOf(db: Kysely<unknown>, engine: Engine): Promise<{ name: string; rows: number }[]> {
  const names =
    engine === "sqlite"
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'`.execute(db)
      : await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables
          WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_%'`.execute(db);
  return Promise.all(
    names.rows.map(async ({ name }) => {
      const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db);
      return { name, rows: Number(counted.rows[0]?.n) };
    }),
  );
}

/** Throws unless every table's copy holds as many rows as the table. */
function checkCopied(tables: readonly { name: string; rows: number }[], copied: ReadonlyMap<string, number>) {
  const short = tables.filter((table) => copied.get(table.name) !== table.rows);
  if (short.length > 0)
    throw new Error(`the engine floor's copy lost rows of ${short.map((t) => t.name).join(", ")}`);
}

/** Where the SQLite floor writes its copy: a file beside the database, removed when done. */
export const sqliteFloorPath = (url: string): string => join(sqlitePath(url), "..", "engine-floor.db");

/** SQLite: a fresh file beside the database with its schema, the database attached, the same page cache as ingest. */
async function sqliteFloor(url: string): Promise<EngineFloor> {
  const source = openDb(url);
  const path = sqliteFloorPath(url);
  const copy = openDb(path);
  try {
    const tables = await tablesOf(source.kysely as Kysely<unknown>, "sqlite");
    const schema = await sql<{ type: string; sql: string }>`SELECT type, sql FROM sqlite_master
      WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'
      ORDER BY type = 'index'`.execute(source.kysely);
    for (const object of schema.rows) await sql.raw(object.sql).execute(copy.kysely);
    await sql`ATTACH DATABASE ${sqlitePath(url)} AS source`.execute(copy.kysely);
    await sql.raw(`PRAGMA cache_size = -${SQLITE_INGEST_CACHE_KIB}`).execute(copy.kysely);
    const started = performance.now();
    const copied = new Map<string, number>();
    await copy.kysely.transaction().execute(async (trx) => {
      for (const { name } of tables) {
        const result =
          await sql`INSERT INTO main.${sql.table(name)} SELECT * FROM source.${sql.table(name)}`.execute(trx);
        copied.set(name, Number(result.numAffectedRows));
      }
    });
    await sql`PRAGMA main.wal_checkpoint(TRUNCATE)`.execute(copy.kysely);
    const seconds = (performance.now() - started) / 1000;
    checkCopied(tables, copied);
    return { seconds, rows: tables.reduce((sum, table) => sum + table.rows, 0) };
  } finally {
    await copy.close();
    await source.close();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
  }
}

/** PostgreSQL: a schema of its own in the same database, each table made LIKE the original (indexes included). */
async function postgresFloor(url: string): Promise<EngineFloor> {
  const db = openDb(url);
  try {
    const tables = await tablesOf(db.kysely as Kysely<unknown>, "postgres");
    await sql`DROP SCHEMA IF EXISTS engine_floor CASCADE`.execute(db.kysely);
    await sql`CREATE SCHEMA engine_floor`.execute(db.kysely);
    for (const { name } of tables)
      await sql`CREATE TABLE engine_floor.${sql.table(name)} (LIKE public.${sql.table(name)} INCLUDING ALL)`.execute(
        db.kysely,
      );
    const started = performance.now();
    const copied = new Map<string, number>();
    await db.kysely.transaction().execute(async (trx) => {
      await postgresRunSettings(trx);
      for (const { name } of tables) {
        const result = await sql`INSERT INTO engine_floor.${sql.table(name)}
          SELECT * FROM public.${sql.table(name)}`.execute(trx);
        copied.set(name, Number(result.numAffectedRows));
      }
    });
    const seconds = (performance.now() - started) / 1000;
    checkCopied(tables, copied);
    return { seconds, rows: tables.reduce((sum, table) => sum + table.rows, 0) };
  } finally {
    await sql`DROP SCHEMA IF EXISTS engine_floor CASCADE`.execute(db.kysely);
    await db.close();
  }
}

export const engineFloor = (engine: Engine, url: string): Promise<EngineFloor> =>
  engine === "sqlite" ? sqliteFloor(url) : postgresFloor(url);
