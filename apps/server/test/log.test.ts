/**
 * What the log says of a fault: one JSON line per 5xx, carrying the request id the client was
 * answered in X-Request-Id, and never a cookie, a CSRF token or a signature.
 */
import { Writable } from "node:stream";
import { API_PREFIX, DEV_SIGNING_SECRET, signBody } from "@match-stats/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { readConfig } from "../src/config.ts";
import { type Db, openDb } from "../src/db/connect.ts";
import { ApiClient } from "./support/api-client.ts";
import { ENGINES } from "./support/databases.ts";

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  err?: { message: string; stack: string };
}

describe.each(ENGINES)("the log on %s", (engine) => {
  let db: Db;
  let app: FastifyInstance;
  let client: ApiClient;
  let text = "";
  const lines = (): LogLine[] =>
    text
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    db = openDb(inject("demoDatabases")[engine]!);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const config = readConfig({ ...process.env, LOG_LEVEL: "info", RATE_LIMIT_PER_MINUTE: "0" });
    app = await buildApp({ db, config, logStream: stream });
    client = await new ApiClient(await app.listen({ port: 0, host: "127.0.0.1" })).init();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("sends X-Request-Id on every answer, keeping a plain one the client sent and replacing any other", async () => {
    const before = lines().length;
    for (const path of ["/", "/api/nope", "/api/openapi.json"]) {
      expect((await fetch(`${client.base}${path}`)).headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    }
    const answer = await client.post("search", { search_type: 1, param: [], field: "season" });
    expect(answer.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    const kept = await fetch(`${client.base}/`, { headers: { "x-request-id": "lb-7f3a:42" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a:42");
    for (const hostile of ["a".repeat(65), "a b", "x\u00e9"]) {
      const replaced = await fetch(`${client.base}/`, { headers: { "x-request-id": hostile } });
      expect(replaced.headers.get("x-request-id")).not.toBe(hostile);
    }
    // Answers that went well leave no line.
    expect(lines().slice(before)).toEqual([]);
  });

  it("writes one error line per 5xx with the answered request id, and no secret of the request", async () => {
    await db.close();
    const fields = { search_type: 1, param: ["log-test"], field: "team" };
    const body = await signBody(`${API_PREFIX}search`, fields, DEV_SIGNING_SECRET);
    const answer = await client.post("search", {}, { rawBody: JSON.stringify(body) });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    const id = answer.headers.get("x-request-id");

    const errors = lines().filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: id, msg: expect.stringMatching(/^answered 5\d\d /) });
    expect(errors[0]!.err?.stack).toBeTruthy();
    expect(text).not.toContain(client.csrfToken);
    expect(text).not.toContain(body.signature);
  });
});
