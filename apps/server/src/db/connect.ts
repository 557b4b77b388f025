/** Opens the database named by DATABASE_URL: an SQLite file (the embedded default) or PostgreSQL. */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { DatabaseUnavailableError } from "./faults.ts";
import type { Database } from "./schema.ts";
import { SqliteUnpeekedDialect } from "./sqlite-dialect.ts";

export type Engine = "sqlite" | "postgres";

/** One row of a query, or undefined for none. */
export type Row = Record<string, unknown> | undefined;

export interface Db {
  readonly kysely: Kysely<Database>;
  /**
   * For writes off the request path that must never wait for a lock: on SQLite a second connection with
   * busy_timeout 0 (better-sqlite3 is synchronous, so waiting out a lock would freeze the event loop; it
   * fails with SQLITE_BUSY at once instead), on PostgreSQL the same pool (its waits do not block).
   */
  readonly background: Kysely<Database>;
  readonly engine: Engine;
  /**
   * A trivial query on a connection of its own, never the pool's (which may be busy, or hung on a frozen
   * server): its first row within `timeoutMs`, or a rejection. One at a time (the health monitor's).
   */
  probe(sql: string, timeoutMs: number): Promise<Row>;
  /**
   * Calls `listener` with every error that cost a pooled connection (PostgreSQL restarted, failed over,
   * terminated the backend): the database may be gone. Answers the function that stops listening.
   */
  onConnectionError(listener: (error: Error) => void): () => void;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * The API's call time limit (CALL_TIME_LIMIT_MS): PostgreSQL cancels a statement that runs past it, and
   * a pooled connection not had within it is given up. Unset (ingest, migrations): no limit.
   */
  callTimeLimitMs?: number;
}

/**
 * How much later than the call's limit PostgreSQL cancels the statement: the call answers TIMEOUT first,
 * then the server stops working for nobody.
 */
export const STATEMENT_TIMEOUT_MARGIN_MS = 500;
const MIN_CONNECT_TIMEOUT_MS = 5000;

// PostgreSQL answers bigint and numeric (SUM of bigint) as strings; our sums fit in a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

/**
 * WAL with synchronous=FULL: a committed ingest survives a crash or power loss, readers never block the
 * writer, and a killed process leaves either the old or the new data (the rollback happens on next open).
 */
const SQLITE_PRAGMAS = {
  journal_mode: "wal",
  synchronous: 2,
  busy_timeout: 10_000,
  // Reads through a memory map, not a read() per page: at scale 100 (4.7 GB) a data_info call cost 0.51 ms
  // of CPU without it, 0.32 with it (0.24 at scale 1). 0x7fff0000 is the most this SQLite build maps.
  mmap_size: 0x7fff0000,
} as const;

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

/** The connection the health probe runs on: opened when needed, dropped (and opened anew) on any failure. */
class ProbeConnection {
  private client: pg.Client | null = null;
  private closed = false;
  private readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  async query(sql: string, timeoutMs: number): Promise<Row> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseUnavailableError(`no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    const work = this.run(sql);
    // A late failure of the query that lost the race is expected and already dealt with.
    work.catch(() => {});
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      this.discard();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private async run(sql: string): Promise<Row> {
    if (this.closed) throw new DatabaseUnavailableError("closed");
    let client = this.client;
    if (!client) {
      const fresh = new pg.Client({
        connectionString: this.url,
        keepAlive: true,
        application_name: "match-stats health",
      });
      // A broken probe connection is replaced by the next probe; its error is the probe's answer.
      fresh.on("error", () => {
        if (this.client === fresh) this.client = null;
      });
      this.client = client = fresh;
      await fresh.connect();
    }
    const result = await client.query(sql);
    return result.rows[0] as Row;
  }

  /** Drops the connection without waiting for the server (which may be frozen). */
  discard(): void {
    const client = this.client;
    this.client = null;
    (client as { connection?: { stream?: { destroy(): void } } } | null)?.connection?.stream?.destroy();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    if (!client) return;
    const ended = client.end().catch(() => {});
    const bounded = new Promise((resolve) => setTimeout(resolve, 1000).unref());
    if ((await Promise.race([ended.then(() => true), bounded])) !== true) this.discard();
  }
}

/**
 * Reads kept prepared per connection, by SQL text (the API asks a few dozen shapes; each costs the server
 * some memory per connection); past this many texts, the rest run unnamed.
 */
const MAX_PREPARED_READS = 200;
const preparedNames = new Map<string, string>();

/** A read's statement name (the same on every connection), or undefined to run it unnamed. */
function named(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < MAX_PREPARED_READS && /^\s*(select|with)\b/i.test(text)) {
    name = `r${preparedNames.size}`;
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * A read runs as a named statement, so each connection parses and plans a shape once and then only binds
 * (Kysely sends every query unnamed, which PostgreSQL parses and plans again each time): the leaders call
 * answered 2,000 uncached requests a second instead of 1,460 at scale 10. Writes stay unnamed.
 */
function preparingReads(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query: (text: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof text === "string" && Array.isArray(values) ? named(text) : undefined;
      return name === undefined ? query(text, values, callback) : query({ name, text, values }, callback);
    },
  });
}

/**
 * A random page read costs the planner what a sequential one does, nearly (PostgreSQL's default is four times):
 * the data a call reads is in memory, where an index seek costs no more than the rows it reads. With the
 * default, a table's statistics (after ANALYZE) made PostgreSQL hash every match of the data for the form call
 * at scale 10, and scan whole small tables for each lookup by primary key.
 */
const PLANNER_SETTINGS = "-c random_page_cost=1.1";

function openPostgres(url: string, { callTimeLimitMs }: OpenOptions): Db {
  const listeners = new Set<(error: Error) => void>();
  const lost = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    keepAlive: true,
    application_name: "match-stats",
    options: [
      PLANNER_SETTINGS,
      // A statement running past the call's time limit is cancelled by the server itself, just after
      // the call answered TIMEOUT.
      ...(callTimeLimitMs === undefined
        ? []
        : [`-c statement_timeout=${callTimeLimitMs + STATEMENT_TIMEOUT_MARGIN_MS}`]),
    ].join(" "),
    ...(callTimeLimitMs === undefined
      ? {}
      : {
          // A connection attempt to a frozen server is given up rather than left to hang; never sooner
          // than the call itself gives up, so waiting for a busy pool stays the call's TIMEOUT.
          connectionTimeoutMillis: Math.max(callTimeLimitMs, MIN_CONNECT_TIMEOUT_MS),
        }),
  });
  // Without these, a connection dropped by the server (restart, failover, pg_terminate_backend) is an
  // unhandled 'error' event, which ends the process. pg-pool emits an idle connection's error on the pool
  // and a checked-out connection's on the client; either way the connection is discarded, and the next
  // query opens a new one.
  pool.on("error", lost);
  pool.on("connect", (client) => {
    client.on("error", lost);
    preparingReads(client);
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const probe = new ProbeConnection(url);
  return {
    kysely,
    background: kysely,
    engine: "postgres",
    probe: (sql, timeoutMs) => probe.query(sql, timeoutMs),
    onConnectionError: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await probe.close();
      await kysely.destroy();
    },
  };
}

export function openDb(url: string, options: OpenOptions = {}): Db {
  if (isPostgresUrl(url)) return openPostgres(url, options);
  const file = sqlitePath(url);
  const cached = withStatementCache(openSqlite(file));
  const kysely = new Kysely<Database>({ dialect: new SqliteUnpeekedDialect({ database: cached }) });
  // A second connection to an in-memory database would be another, empty database.
  const background =
    file === ":memory:"
      ? kysely
      : new Kysely<Database>({ dialect: new SqliteUnpeekedDialect({ database: openSqlite(file, 0) }) });
  return {
    kysely,
    background,
    engine: "sqlite",
    // A file on this machine: it answers (synchronously) or the query fails.
    probe: async (sql) => cached.prepare(sql).get() as Row,
    onConnectionError: () => () => {},
    close: async () => {
      if (background !== kysely) await background.destroy();
      await kysely.destroy();
    },
  };
}
