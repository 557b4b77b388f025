/** WORKERS=2: `npm start` serves one port from two processes, replaces a worker that dies, and shares limits through Redis. */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REDIS_ON, TEST_REDIS_URL } from "./support/redis.ts";
import { type ServerProcess, startServerProcess } from "./support/server-process.ts";

interface Started {
  server: ServerProcess;
  url: string;
}

/** `npm start` with two workers on the demo database, once it says it serves. */
async function start(env: Record<string, string>): Promise<Started> {
  const databaseUrl = inject("demoDatabases").sqlite;
  if (!databaseUrl) throw new Error("no demo database for sqlite");
  const server = startServerProcess(databaseUrl, { WORKERS: "2", ...env });
  return { server, url: await server.serving };
}

/** The processes the server forked (Linux). */
const workersOf = ({ process: child }: ServerProcess): number[] =>
  readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

/** One API request on a connection of its own (so the cluster hands each to the next worker). */
function postOnNewConnection(url: string): Promise<{ status: number; remaining: string | undefined }> {
  return new Promise((resolve, reject) => {
    const sent = request(`${url}/api/match_stats/search`, { method: "POST", agent: false }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          remaining: response.headers["ratelimit-remaining"] as string | undefined,
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

async function postMany(url: string, count: number) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await postOnNewConnection(url));
  return answers;
}

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("WORKERS=2", () => {
  let cluster: Started;
  beforeAll(async () => {
    cluster = await start({ RATE_LIMIT_PER_MINUTE: "1000" });
  }, 120_000);
  afterAll(async () => cluster.server.stop());

  it("says it serves with two workers, and answers on one port from two processes", async () => {
    expect(cluster.server.output()).toMatch(/serving on http:\/\/\S+ \(sqlite, 2 workers\)/);
    expect(workersOf(cluster.server)).toHaveLength(2);
    // Without Redis each process counts its own calls: two counters show two processes answering.
    const answers = await postMany(cluster.url, 10);
    expect(answers.every((a) => a.status === 403)).toBe(true);
    const remaining = answers.map((a) => a.remaining);
    expect(new Set(remaining).size).toBeLessThan(remaining.length);
  });

  it("replaces a worker that crashed, and keeps answering", async () => {
    const [crashed, survivor] = workersOf(cluster.server);
    process.kill(crashed!, "SIGKILL");
    await until(() => {
      const now = workersOf(cluster.server);
      return now.length === 2 && !now.includes(crashed!) && now.includes(survivor!);
    });
    await until(() => cluster.server.output().includes("starting another"));
    expect(cluster.server.output()).toMatch(
      new RegExp(`server worker ${crashed} stopped \\(SIGKILL\\); starting another`),
    );
    // How long the replacement took to serve is said, for an operator to see.
    await until(() => cluster.server.output().includes("in its place"));
    const replacement = workersOf(cluster.server).find((pid) => pid !== survivor);
    expect(cluster.server.output()).toMatch(
      new RegExp(`server worker ${replacement} serves in its place, \\d+\\.\\d s after it was started`),
    );
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${cluster.url}/healthz`, { headers: { connection: "close" } });
      expect(response.status).toBe(200);
    }
  });
});

describe.skipIf(!REDIS_ON)("WORKERS=2 with REDIS_URL", () => {
  let cluster: Started;
  beforeAll(async () => {
    cluster = await start({
      RATE_LIMIT_PER_MINUTE: "5",
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `match-stats-test:cluster:${process.pid}:${Date.now()}:`,
    });
  }, 120_000);
  afterAll(async () => cluster.server.stop());

  it("limits calls once for both processes", async () => {
    const answers = await postMany(cluster.url, 10);
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(5);
  });
});
