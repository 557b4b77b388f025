/**
 * The rate limit as a client meets it: the standard headers, behind a trusted proxy the address
 * the proxy saw (not the client's own X-Forwarded-For entries), and one limit shared by every process
 * through a real Redis, which may go away without taking the site with it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../../support/api-server.ts";
import { REDIS_ON, TEST_REDIS_URL } from "../../support/redis.ts";

const SEARCH = { search_type: 1, param: [], field: "season", size: 10, page: 1 };

const statusOf = async (server: ApiServer, headers: Record<string, string> = {}) =>
  (await server.client.post("search", SEARCH, { headers })).status;

describe("rate limit headers, in memory", () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer("sqlite", { RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(async () => server.close());

  it("counts down in RateLimit-* and answers 429 with Retry-After past the limit", async () => {
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await server.client.post("search", SEARCH);
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBe("3");
      expect(Number(response.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
      remaining.push(response.headers.get("ratelimit-remaining"));
    }
    expect(remaining).toEqual(["2", "1", "0"]);
    const refused = await server.client.post("search", SEARCH);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      status: "error",
      code: "RATE_LIMITED",
      msg: "Too many requests, please try again later",
      data: {},
    });
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await statusOf(server, { "x-forwarded-for": "198.51.100.77" })).toBe(429);
  });
});

describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer("sqlite", { RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" });
  });
  afterAll(async () => server.close());

  it("limits the address the proxy saw, however the client rotates the entries it writes itself", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // The client wrote the first entry; the proxy appended the address it saw.
      statuses.push(await statusOf(server, { "x-forwarded-for": `10.0.0.${i}, 203.0.113.9` }));
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    // Another address seen by the proxy is another client.
    expect(await statusOf(server, { "x-forwarded-for": "10.0.0.1, 203.0.113.10" })).toBe(200);
  });

  it("marks the cookie Secure and sends Strict-Transport-Security when the proxy says https", async () => {
    const response = await fetch(`${server.url}/season`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("set-cookie")).toMatch(/; Secure$/);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });
});

describe("X-Forwarded-Proto from no trusted proxy", () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer("sqlite");
  });
  afterAll(async () => server.close());

  it("is ignored: no Secure cookie, no Strict-Transport-Security", async () => {
    const response = await fetch(`${server.url}/season`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("set-cookie")).not.toMatch(/Secure/);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe.skipIf(!REDIS_ON)("one limit shared through Redis", () => {
  let servers: ApiServer[];
  beforeAll(async () => {
    // A prefix of its own, so parallel test runs on the same Redis count apart.
    const env = {
      RATE_LIMIT_PER_MINUTE: "4",
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
    };
    servers = [await startApiServer("sqlite", env), await startApiServer("sqlite", env)];
  });
  afterAll(async () => Promise.all(servers.map((server) => server.close())));

  it("allows RATE_LIMIT_PER_MINUTE calls across two processes, not that many each", async () => {
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await servers[i % 2]!.client.post("search", SEARCH);
      answers.push(`${response.status} ${response.headers.get("ratelimit-remaining")}`);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(answers).toEqual(["200 3", "200 2", "200 1", "200 0", "429 0", "429 0"]);
  });
});

/** A Redis server of the test's own, on a free port, so it can be stopped without touching the shared one. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (/Ready to accept connections/.test(output)) child.emit("ready");
  });
  await once(child, "ready");
  return child;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

describe.skipIf(!REDIS_ON)("when Redis goes away", () => {
  let redis: ChildProcess;
  let port: number;
  let server: ApiServer;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    server = await startApiServer("sqlite", {
      RATE_LIMIT_PER_MINUTE: "2",
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    // Redis first: a call still waiting on a stopped Redis would hold the server's close.
    redis.kill("SIGKILL");
    await server.close();
  });

  it("answers calls unlimited instead of failing them, and limits again once Redis is back", async () => {
    expect(await statusOf(server)).toBe(200);
    redis.kill("SIGKILL");
    await once(redis, "exit");
    const whileAway: number[] = [];
    for (let i = 0; i < 5; i++) whileAway.push(await statusOf(server));
    expect(whileAway).toEqual([200, 200, 200, 200, 200]);

    redis = await startRedis(port);
    // The client reconnects by itself; until then every call passes with the whole limit remaining.
    let remaining = "2";
    while (remaining === "2") {
      const response = await server.client.post("search", SEARCH);
      expect(response.status).toBe(200);
      remaining = response.headers.get("ratelimit-remaining") ?? "";
      if (remaining === "2") await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(remaining).toBe("1");
    expect(await statusOf(server)).toBe(200);
    expect(await statusOf(server)).toBe(429);
  });

  it("answers while Redis hangs (stopped, its socket open) instead of waiting on it", async () => {
    redis.kill("SIGSTOP");
    try {
      expect(await statusOf(server)).toBe(200);
    } finally {
      redis.kill("SIGCONT");
    }
  });
});
