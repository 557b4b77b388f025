/** The health monitor and the fault classification, on a stand-in database whose probe the test answers. */
import { describe, expect, it } from "vitest";
import type { Db, Row } from "../../src/db/connect.ts";
import {
  DatabaseUnavailableError,
  isStatementTimeout,
  isUnavailableError,
  redactUrl,
  shortReason,
} from "../../src/db/faults.ts";
import { DbHealth, waitForDatabase } from "../../src/db/health.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** A database whose probe answers what `next` says, and which can report a lost connection. */
function standIn(engine: Db["engine"] = "postgres") {
  let next: () => Promise<Row> = async () => ({ version: 7 });
  const listeners = new Set<(error: Error) => void>();
  let probes = 0;
  const db = {
    engine,
    kysely: undefined as never,
    background: undefined as never,
    probe: () => {
      probes++;
      return next();
    },
    onConnectionError: (listener: (error: Error) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {},
  } satisfies Db;
  return {
    db,
    answer: (fn: () => Promise<Row>) => {
      next = fn;
    },
    lose: (error: Error) => {
      for (const listener of listeners) listener(error);
    },
    probes: () => probes,
  };
}

describe("which errors mean the database is out of reach", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["pg_terminate_backend", withCode("terminating connection due to administrator command", "57P01")],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["a pool time-out", new Error("timeout exceeded when trying to connect")],
    ["a probe time-out", new DatabaseUnavailableError("no answer within 600 ms")],
    ["localhost refused on both addresses", new AggregateError([withCode("x", "ECONNREFUSED")], "")],
    ["a wrapped cause", new Error("outer", { cause: withCode("x", "ECONNREFUSED") })],
  ])("%s", (_, error) => {
    expect(isUnavailableError(error)).toBe(true);
  });

  it.each([
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    ["a missing table", withCode('relation "nope" does not exist', "42P01")],
    ["a constraint", withCode("duplicate key value", "23505")],
    ["a statement time-out", withCode("canceling statement due to statement timeout", "57014")],
    ["not an error", "ECONNREFUSED"],
  ])("not %s", (_, error) => {
    expect(isUnavailableError(error)).toBe(false);
  });

  it("knows PostgreSQL's statement time-out", () => {
    expect(isStatementTimeout(withCode("canceling statement due to statement timeout", "57014"))).toBe(true);
    expect(isStatementTimeout(withCode("x", "57P01"))).toBe(false);
  });

  it("says why in a few words and never prints a password", () => {
    expect(shortReason(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe("ECONNREFUSED");
    expect(shortReason(withCode("the database system is starting up", "57P03"))).toBe(
      "the database system is starting up",
    );
    expect(redactUrl("postgres://app:s3cret@db.internal:6432/stats?sslmode=require")).toBe(
      "postgres://db.internal:6432/stats",
    );
    expect(redactUrl("postgresql://db/stats")).toBe("postgresql://db/stats");
  });
});

describe("the health monitor", () => {
  it("is available until a probe fails, and again after one succeeds, reading the data version", async () => {
    const { db, answer } = standIn();
    const health = new DbHealth(db);
    const versions: number[] = [];
    health.onVersion((version) => versions.push(version));
    expect(await health.start()).toEqual({ up: true, dataVersion: 7 });
    expect(health.available).toBe(true);
    answer(() => Promise.reject(withCode("connect ECONNREFUSED", "ECONNREFUSED")));
    expect(await health.check()).toEqual({ up: false, reason: "ECONNREFUSED" });
    expect(health.available).toBe(false);
    answer(async () => ({ version: 7 }));
    await health.check();
    answer(async () => ({ version: 8 }));
    await health.check();
    await health.check();
    expect(health.available).toBe(true);
    expect(versions).toEqual([7, 7, 8]);
    health.stop();
  });

  it("answers a call waiting on the database as soon as a probe fails", async () => {
    const { db, answer } = standIn();
    const health = new DbHealth(db);
    await health.start();
    const waiting = health.guard(new Promise(() => {}));
    answer(() => Promise.reject(new DatabaseUnavailableError("no answer within 600 ms")));
    await health.check();
    await expect(waiting).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // A call that finishes first keeps its own answer.
    await expect(health.guard(Promise.resolve(3))).resolves.toBe(3);
    health.stop();
  });

  it("probes at once when a pooled connection is lost, one probe for many losses", async () => {
    const { db, lose, probes } = standIn();
    const health = new DbHealth(db, { intervalMs: 60_000 });
    await health.start();
    const before = probes();
    for (let i = 0; i < 5; i++) lose(withCode("terminating connection", "57P01"));
    await health.check();
    expect(probes() - before).toBe(1);
    health.stop();
  });

  it("keeps probing on its own and finds the database back", async () => {
    const { db, answer } = standIn();
    const health = new DbHealth(db, { intervalMs: 10, downIntervalMs: 10 });
    await health.start();
    answer(() => Promise.reject(withCode("x", "ECONNREFUSED")));
    await expect.poll(() => health.available).toBe(false);
    answer(async () => ({ version: 7 }));
    await expect.poll(() => health.available).toBe(true);
    health.stop();
  });
});

describe("waiting for the database at start", () => {
  it("prints one line per attempt with the pause, then returns once it answers", async () => {
    const { db, answer } = standIn();
    let failures = 2;
    answer(async () => {
      if (failures-- > 0) throw withCode("connect ECONNREFUSED 10.0.0.1:5432", "ECONNREFUSED");
      return { "?column?": 1 };
    });
    const lines: string[] = [];
    await waitForDatabase(db, "postgres://app:s3cret@db:5432/stats", {
      log: (line) => lines.push(line),
      delaysMs: [5, 10],
    });
    expect(lines).toEqual([
      "database not reachable at postgres://db:5432/stats (ECONNREFUSED); retrying in 0.005 s",
      "database not reachable at postgres://db:5432/stats (ECONNREFUSED); retrying in 0.01 s",
    ]);
  });

  it("throws at once what waiting cannot cure", async () => {
    const { db, answer } = standIn();
    answer(() => Promise.reject(withCode('password authentication failed for user "app"', "28P01")));
    const lines: string[] = [];
    await expect(waitForDatabase(db, "postgres://db/stats", { log: (l) => lines.push(l) })).rejects.toThrow(
      /password authentication failed/,
    );
    expect(lines).toEqual([]);
  });
});
