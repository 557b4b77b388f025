/**
 * What the log says of a fault: one JSON line per 5xx, carrying the request id the client was
 * answered in X-Request-Id, and never a cookie, a CSRF token or a signature.
 */
import { connect } from "node:net";
import { Writable } from "node:stream";
import { API_PREFIX, DEV_SIGNING_SECRET, signBody } from "@match-stats/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Config, readConfig } from "../src/config.ts";
import { type Db, type Engine, openDb } from "../src/db/connect.ts";
import { ApiClient } from "./support/api-client.ts";
import { ENGINES } from "./support/databases.ts";

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  err?: { message: string; stack: string };
}

/** For a describe block: an app on the engine's demo database whose log, at `level`, the tests read. */
function useLoggedApp(engine: Engine, level: Config["logLevel"]) {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  let client: ApiClient | undefined;
  let text = "";
  beforeAll(async () => {
    db = openDb(inject("demoDatabases")[engine]!);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const config = readConfig({ ...process.env, LOG_LEVEL: level, RATE_LIMIT_PER_MINUTE: "0" });
    app = await buildApp({ db, config, logStream: stream });
    client = await new ApiClient(await app.listen({ port: 0, host: "127.0.0.1" })).init();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the app has not started");
    return value;
  };
  return {
    db: () => started(db),
    client: () => started(client),
    text: () => text,
    lines: (): LogLine[] =>
      text
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
  };
}

describe.each(ENGINES)("the log on %s", (engine) => {
  const logged = useLoggedApp(engine, "info");

  it("sends X-Request-Id on every answer, keeping a plain one the client sent and replacing any other", async () => {
    const before = logged.lines().length;
    for (const path of ["/", "/api/nope", "/api/openapi.json"]) {
      expect((await fetch(`${logged.client().base}${path}`)).headers.get("x-request-id")).toMatch(
        /^[\w-]{8,}$/,
      );
    }
    const answer = await logged.client().post("search", { search_type: 1, param: [], field: "season" });
    expect(answer.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    const kept = await fetch(`${logged.client().base}/`, { headers: { "x-request-id": "lb-7f3a:42" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a:42");
    for (const hostile of ["a".repeat(65), "a b", "x\u00e9"]) {
      const replaced = await fetch(`${logged.client().base}/`, { headers: { "x-request-id": hostile } });
      expect(replaced.headers.get("x-request-id")).not.toBe(hostile);
    }
    // Answers that went well leave no line.
    expect(logged.lines().slice(before)).toEqual([]);
  });

  it("writes one error line per 5xx with the answered request id, and no secret of the request", async () => {
    await logged.db().close();
    const fields = { search_type: 1, param: ["log-test"], field: "team" };
    const body = await signBody(`${API_PREFIX}search`, fields, DEV_SIGNING_SECRET);
    const answer = await logged.client().post("search", {}, { rawBody: JSON.stringify(body) });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    const id = answer.headers.get("x-request-id");

    const errors = logged.lines().filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: id, msg: expect.stringMatching(/^answered 5\d\d /) });
    expect(errors[0]!.err?.stack).toBeTruthy();
    expect(logged.text()).not.toContain(logged.client().csrfToken);
    expect(logged.text()).not.toContain(body.signature);
  });
});

describe.each(ENGINES)("a client gone mid-request, in the log on %s", (engine) => {
  const logged = useLoggedApp(engine, "debug");

  it("is one debug line saying the client went away, never a 503 or a database outage", async () => {
    const port = Number(new URL(logged.client().base).port);
    await new Promise<void>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `POST ${API_PREFIX}analytics_events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
            `Content-Type: application/json\r\nContent-Length: 500\r\n` +
            `Cookie: csrftoken=${logged.client().csrfToken}\r\nX-CSRFToken: ${logged.client().csrfToken}\r\n\r\n{"events":[`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const said = logged.lines();
    expect(said.filter((line) => line.level >= 40)).toEqual([]);
    expect(said.filter((line) => /went away/.test(line.msg))).toMatchObject([
      { level: 20, msg: "client went away before its request had arrived" },
    ]);
    expect((await fetch(`${logged.client().base}/healthz`)).status).toBe(200);
  });
});
