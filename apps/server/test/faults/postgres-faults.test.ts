/**
 * PostgreSQL faults never kill the server, and health means something, against a
 * PostgreSQL server this suite starts, stops, freezes and removes itself (support/pg-instance.ts): the
 * shared cluster is never touched. The server under test is `npm start` (scripts/start.ts) in a child
 * process, so a crash is seen as the process ending.
 */
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../src/config.ts";
import { openDb } from "../../src/db/connect.ts";
import { migrate } from "../../src/db/migrate.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { type Running, serve } from "../../src/serve.ts";
import { ApiClient } from "../support/api-client.ts";
import { writeFiles } from "../support/files.ts";
import { smallRun } from "../support/fixture.ts";
import {
  createPgInstance,
  type PgInstance,
  pgInstanceProblem,
  pgInstanceRequired,
} from "../support/pg-instance.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const DATABASE = "faults";
const PASSWORD = "hunter2-not-for-logs";
const UNAVAILABLE = {
  http: 503,
  status: "error",
  code: "SERVICE_UNAVAILABLE",
  msg: "The statistics are briefly unavailable, please try again shortly",
};

const problem = pgInstanceProblem();
if (problem && !pgInstanceRequired())
  console.warn(`SKIPPED PostgreSQL fault suite: ${problem} (under CI=true this fails)`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

let term = 0;
/** A search no earlier call made, so its answer comes from the database, not the cache. */
const freshSearch = (client: ApiClient) =>
  client.call("search", { search_type: 1, param: [`Season ${++term}`], field: "season", size: 10, page: 1 });

/** Calls until one succeeds: how long it took, and every failure met on the way. */
async function untilAnswered(client: ApiClient, limitMs: number) {
  const started = performance.now();
  const failures: unknown[] = [];
  while (performance.now() - started < limitMs) {
    const answer = await freshSearch(client);
    if (answer.http === 200) return { ms: performance.now() - started, failures, answer };
    failures.push(answer);
    await sleep(25);
  }
  throw new Error(`no answer within ${limitMs} ms: ${JSON.stringify(failures.slice(-3))}`);
}

const describeFaults = problem && !pgInstanceRequired() ? describe.skip : describe;

describeFaults("PostgreSQL faults (a private server on its own port)", () => {
  let instance: PgInstance;
  let databaseUrl: string;
  let server: ServerProcess;
  let client: ApiClient;
  let url: string;

  beforeAll(async () => {
    if (problem) throw new Error(`cannot run a private PostgreSQL server: ${problem}`);
    instance = await createPgInstance();
    instance.start();
    databaseUrl = await instance.createDatabase(DATABASE);
    const db = openDb(databaseUrl);
    await migrate(db.kysely);
    const result = await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    await db.close();
    if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
    server = startServerProcess(databaseUrl);
    url = await server.serving;
    client = await new ApiClient(url).init();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    instance?.destroy();
  });

  /** While the database is gone: every call is the 503 envelope within 1 s, /healthz 503, pages load. */
  async function expectUnavailable() {
    for (let i = 0; i < 3; i++) {
      const { ms, value } = await timed(() => freshSearch(client));
      expect(value).toMatchObject(UNAVAILABLE);
      expect(ms).toBeLessThan(1000);
    }
    const raw = await client.post("search", {
      search_type: 1,
      param: ["x"],
      field: "team",
      size: 10,
      page: 1,
    });
    expect(raw.status).toBe(503);
    expect(raw.headers.get("retry-after")).toBe("1");
    const health = await timed(() => fetch(`${url}/healthz`));
    expect(health.value.status).toBe(503);
    expect(await health.value.json()).toEqual({ status: "unavailable" });
    expect(health.ms).toBeLessThan(1000);
    const page = await fetch(`${url}/season`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(server.alive()).toBe(true);
  }

  /** PostgreSQL is back: a correct answer within 2 s, no restart; only 503s on the way. */
  async function expectRecovered() {
    const { ms, failures, answer } = await untilAnswered(client, 5000);
    expect(answer).toMatchObject({ http: 200, status: "success" });
    for (const failure of failures) expect(failure).toMatchObject(UNAVAILABLE);
    expect(ms).toBeLessThan(2000);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", data_version: 1 });
    expect(server.alive()).toBe(true);
  }

  it("answers /healthz with the data version while the database answers", async () => {
    const { ms, value } = await timed(() => fetch(`${url}/healthz`));
    expect(value.status).toBe(200);
    expect(await value.json()).toEqual({ status: "ok", data_version: 1 });
    expect(ms).toBeLessThan(1000);
  });

  it("survives pg_terminate_backend of every connection of an idle server (the issue's reproduction)", async () => {
    await freshSearch(client);
    await sleep(3000);
    expect(await instance.terminateBackends(DATABASE)).toBeGreaterThan(0);
    await sleep(500);
    expect(server.alive(), server.output()).toBe(true);
    await expectRecovered();
  });

  it.each(["fast", "immediate"] as const)(
    "answers 503 during a stop %s and recovers by itself",
    async (mode) => {
      instance.stop(mode);
      await expectUnavailable();
      instance.start();
      await expectRecovered();
    },
  );

  it("answers 503 within a second while the server is frozen (SIGSTOP), and recovers when it thaws", async () => {
    await freshSearch(client);
    // A call already waiting on the database when it freezes is answered too, not left to its 15 s limit.
    const waiting = timed(() => client.call("match_data", { match_ids: [500], single_match_id: -1 }));
    instance.freeze();
    try {
      const first = await waiting;
      if (first.value.http !== 200) {
        expect(first.value).toMatchObject(UNAVAILABLE);
        expect(first.ms).toBeLessThan(1500);
      }
      await sleep(200);
      await expectUnavailable();
    } finally {
      instance.thaw();
    }
    await expectRecovered();
  });

  it("answers only 200 or the 503 envelope to calls under load through a restart", async () => {
    const answers: { http: number; code: unknown; ms: number; at: number }[] = [];
    let running = true;
    const worker = async () => {
      const own = await new ApiClient(url).init();
      while (running) {
        const started = performance.now();
        const answer = await freshSearch(own);
        answers.push({ http: answer.http, code: answer.code, ms: performance.now() - started, at: started });
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    await sleep(500);
    instance.stop("fast");
    await sleep(1500);
    instance.start();
    const back = performance.now();
    await sleep(2500);
    running = false;
    await Promise.all(workers);
    const failed = answers.filter((a) => a.http !== 200);
    expect(failed.length).toBeGreaterThan(0);
    for (const answer of failed) expect(answer).toMatchObject({ http: 503, code: "SERVICE_UNAVAILABLE" });
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1000);
    const lastFailure = Math.max(...failed.map((a) => a.at));
    expect(lastFailure - back).toBeLessThan(2000);
    expect(answers.filter((a) => a.at > lastFailure).length).toBeGreaterThan(0);
  });

  it("logs one line when the database goes and one when it is back, with how long and how many 503s, and no stack", async () => {
    const from = server.output().length;
    instance.stop("fast");
    for (let i = 0; i < 20; i++) expect(await freshSearch(client)).toMatchObject(UNAVAILABLE);
    instance.start();
    await expectRecovered();
    await sleep(500);
    const lines = server.output().slice(from).trim().split("\n");
    expect(lines.filter((line) => line.includes('"stack"'))).toEqual([]);
    const said = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(said).toEqual([
      expect.stringMatching(
        /^database unavailable \(.+\); calls answer 503 SERVICE_UNAVAILABLE until it is back$/,
      ),
      expect.stringMatching(
        /^database back after \d+\.\d s; \d+ call\(s\) were answered 503 SERVICE_UNAVAILABLE$/,
      ),
    ]);
    expect(Number(/; (\d+) call/.exec(said[1] ?? "")?.[1])).toBeGreaterThanOrEqual(20);
  });

  it("waits for an unreachable database at start, one line per attempt and no password, then serves", async () => {
    instance.stop("fast");
    const withPassword = new URL(databaseUrl);
    withPassword.password = PASSWORD;
    const second = startServerProcess(withPassword.toString());
    try {
      const start = performance.now();
      while (!/retrying in 2 s/.test(second.output()) && performance.now() - start < 10_000) await sleep(50);
      const output = second.output();
      expect(output).toMatch(
        new RegExp(
          `database not reachable at postgres://127\\.0\\.0\\.1:${instance.port}/${DATABASE} \\(ECONNREFUSED\\); retrying in 1 s`,
        ),
      );
      expect(output).toMatch(/retrying in 2 s/);
      expect(output).not.toContain(PASSWORD);
      expect(output).not.toMatch(/^\s+at /m);
      expect(second.alive()).toBe(true);
      instance.start();
      const secondUrl = await second.serving;
      const answer = await freshSearch(await new ApiClient(secondUrl).init());
      expect(answer).toMatchObject({ http: 200, status: "success" });
    } finally {
      await second.stop();
    }
    await expectRecovered();
  });

  it("ends a statement just after CALL_TIME_LIMIT_MS, so the call answers TIMEOUT, never a 500", async () => {
    const db = openDb(databaseUrl, { callTimeLimitMs: 18_000 });
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db.kysely);
    expect(rows[0]?.statement_timeout).toBe("18500ms");
    await db.close();

    let running: Running | undefined;
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      running = await serve(
        readConfig({ ...process.env, DATABASE_URL: databaseUrl, PORT: "0", CALL_TIME_LIMIT_MS: "400" }),
        undefined,
        { quiet: true, handleSignals: false },
      );
      const limited = await new ApiClient(running.url).init();
      await locker.query("begin");
      await locker.query("lock table seasons in access exclusive mode");
      const { ms, value } = await timed(() => freshSearch(limited));
      expect(value).toMatchObject({ http: 503, code: "TIMEOUT" });
      expect(ms).toBeLessThan(1000);
      // statement_timeout is 900 ms: the query waiting on the lock is gone by now, not waiting 15 s.
      await sleep(1000);
      const waiting = new pg.Client({ connectionString: databaseUrl });
      await waiting.connect();
      const stuck = await waiting.query(
        "select count(*)::int as n from pg_stat_activity where application_name = 'match-stats' and wait_event_type = 'Lock'",
      );
      await waiting.end();
      expect(stuck.rows[0].n).toBe(0);
    } finally {
      await locker.query("rollback").catch(() => {});
      await locker.end();
      await running?.app.close();
      await running?.db.close();
    }
  });
});
