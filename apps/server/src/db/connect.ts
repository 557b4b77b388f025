/** Opens the database named by DATABASE_URL: an SQLite file (the embedded default) or PostgreSQL. */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Engine = "sqlite" | "postgres";

export interface Db {
  readonly kysely: Kysely<Database>;
  /**
   * For writes off the request path that must never wait for a lock: on SQLite a second connection with
   * busy_timeout 0 (better-sqlite3 is synchronous, so waiting out a lock would freeze the event loop; it
   * fails with SQLITE_BUSY at once instead), on PostgreSQL the same pool (its waits do not block).
   */
  readonly background: Kysely<Database>;
  readonly engine: Engine;
  close(): Promise<void>;
}

// PostgreSQL answers bigint and numeric (SUM of bigint) as strings; our sums fit in a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

/**
 * WAL with synchronous=FULL: a committed ingest survives a crash or power loss, readers never block the
 * writer, and a killed process leaves either the old or the new data (the rollback happens on next open).
 */
const SQLITE_PRAGMAS = { journal_mode: "wal", synchronous: 2, busy_timeout: 10_000 } as const;

function openSqlite(
  file: string,
  busyTimeoutMs: number = SQLITE_PRAGMAS.busy_timeout,
): SqliteDatabase.Database {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  const pragmas = { ...SQLITE_PRAGMAS, busy_timeout: busyTimeoutMs };
  for (const [name, value] of Object.entries(pragmas)) database.pragma(`${name} = ${value}`);
  // Asserted, not assumed: a file on a filesystem without WAL support would silently fall back.
  const journal = database.pragma("journal_mode", { simple: true });
  const synchronous = database.pragma("synchronous", { simple: true });
  if (file !== ":memory:" && journal !== SQLITE_PRAGMAS.journal_mode) {
    throw new Error(`SQLite journal_mode is ${String(journal)}, expected wal`);
  }
  if (synchronous !== SQLITE_PRAGMAS.synchronous) {
    throw new Error(`SQLite synchronous is ${String(synchronous)}, expected 2 (FULL)`);
  }
  return database;
}

/** Statements kept prepared, by SQL text; the API asks the same few shapes over and over. */
const MAX_STATEMENTS = 500;

/**
 * Kysely prepares every query afresh, which is a sixth of an uncached call's time on SQLite; a statement
 * is reusable, so the connection hands out the one prepared before for the same SQL.
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDatabase.Database {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property !== "prepare") return Reflect.get(target, property, receiver);
      return (source: string) => {
        let statement = statements.get(source);
        if (!statement) {
          if (statements.size >= MAX_STATEMENTS) statements.clear();
          statement = target.prepare(source);
          statements.set(source, statement);
        }
        return statement;
      };
    },
  });
}

export function sqlitePath(url: string): string {
  return url.startsWith("file:") ? url.slice("file:".length) : url;
}

export function openDb(url: string): Db {
  if (isPostgresUrl(url)) {
    // A statement running past the API's time limit is cancelled by the server itself.
    const pool = new pg.Pool({ connectionString: url, max: 10, options: "-c statement_timeout=15000" });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, background: kysely, engine: "postgres", close: () => kysely.destroy() };
  }
  const file = sqlitePath(url);
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(openSqlite(file)) }),
  });
  // A second connection to an in-memory database would be another, empty database.
  const background =
    file === ":memory:"
      ? kysely
      : new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(file, 0) }) });
  return {
    kysely,
    background,
    engine: "sqlite",
    close: async () => {
      if (background !== kysely) await background.destroy();
      await kysely.destroy();
    },
  };
}
