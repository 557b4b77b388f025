/**
 * A shutdown finishes what it started: on SIGTERM the answers in flight (zip downloads whose bodies were
 * still arriving) are sent whole, calls that arrive meanwhile get the 503 envelope with Retry-After, /healthz says 503
 * from the start so a load balancer stops sending, and the process then exits 0. One process and a cluster.
 */
import { request } from "node:http";
import { API_PREFIX, DEV_SIGNING_SECRET, signBody } from "@match-stats/contract";
import { describe, expect, inject, it } from "vitest";
import { readConfig } from "../src/config.ts";
import { ApiClient } from "./support/api-client.ts";
import { startServerProcess } from "./support/server-process.ts";

const DOWNLOADS = 16;
const SEARCH = { search_type: 1, param: [], field: "season", size: 10, page: 1 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Download {
  readonly status: number;
  readonly bytes: Buffer;
  readonly complete: boolean;
}

/**
 * A download of a season's page on a connection of its own, whose body's second half is sent only after
 * `restAfterMs`: the server is still answering it when the signal comes.
 */
async function lateDownload(url: string, client: ApiClient, restAfterMs: number): Promise<Download> {
  const path = `${API_PREFIX}download_this_page`;
  const body = JSON.stringify(await signBody(path, { field: "season", season_id: 1001 }, DEV_SIGNING_SECRET));
  return new Promise((resolve, reject) => {
    const sent = request(
      `${url}${path}`,
      {
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          cookie: `csrftoken=${client.csrfToken}`,
          "x-csrftoken": client.csrfToken,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes: Buffer.concat(chunks),
            complete: response.complete,
          });
        response.once("end", done);
        response.once("error", done);
      },
    );
    sent.on("error", reject);
    const half = Math.floor(body.length / 2);
    sent.write(body.slice(0, half));
    setTimeout(() => sent.end(body.slice(half)), restAfterMs);
  });
}

/** A zip's end-of-central-directory record closes it: a cut download has none. */
const isWholeZip = (bytes: Buffer): boolean =>
  bytes.length > 22 && bytes.subarray(-22).readUInt32LE(0) === 0x06054b50;

describe.each([
  ["one process", {}],
  ["a cluster of two workers", { WORKERS: "2" }],
])("SIGTERM to %s", (_name, env) => {
  it("sends the answers in flight whole, answers new calls 503 with Retry-After and /healthz 503, then exits 0", async () => {
    const server = startServerProcess(inject("demoDatabases").sqlite ?? "", env);
    try {
      const url = await server.serving;
      const client = await new ApiClient(url).init();
      const downloads = Array.from({ length: DOWNLOADS }, () => lateDownload(url, client, 1500));
      await sleep(500);
      const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGTERM");
      await sleep(200);

      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "unavailable" });
      const call = await client.post("search", SEARCH);
      expect(call.status).toBe(503);
      expect(call.headers.get("retry-after")).toBe("1");
      expect(await call.json()).toMatchObject({ status: "error", code: "SERVICE_UNAVAILABLE" });

      const answers = await Promise.all(downloads);
      expect(answers.map((a) => [a.status, a.complete, isWholeZip(a.bytes)])).toEqual(
        Array(DOWNLOADS).fill([200, true, true]),
      );
      expect(await exited).toBe(0);
    } finally {
      await server.stop();
    }
  });
});

describe("the drain's bound", () => {
  it("is 25 s by default", () => {
    expect(readConfig({}).drainTimeoutMs).toBe(25_000);
  });

  it("cuts what is still in flight once it has passed, says so in one line, and exits 0", async () => {
    const server = startServerProcess(inject("demoDatabases").sqlite ?? "", { DRAIN_TIMEOUT_MS: "500" });
    try {
      const url = await server.serving;
      const client = await new ApiClient(url).init();
      // Its body's second half comes long after the bound.
      const download = lateDownload(url, client, 4000).catch(() => undefined);
      await sleep(300);
      const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(server.output()).toMatch(/shutting down: 1 answer\(s\) still in flight after 0.5 s are cut/);
      await download;
    } finally {
      await server.stop();
    }
  });
});
