/**
 * Slow clients cannot hold the server: a request whose headers or body trickle in is closed once its bound
 * has passed, an idle keep-alive connection after its own, while ordinary clients are answered as usual.
 * The suite runs with short bounds; the production ones are checked as the configuration's defaults.
 */
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../src/config.ts";
import { type ApiServer, startApiServer } from "./support/api-server.ts";
import { ENGINES } from "./support/databases.ts";

const REQUEST_MS = 2000;
const HEADERS_MS = 1000;
const KEEP_ALIVE_MS = 1000;
/** Node checks the bounds every quarter of the headers' bound; the rest is a loaded machine's slack. */
const SLACK_MS = 2500;
const SLOW = 300;
const ORDINARY = 50;
const SEARCH = { search_type: 1, param: [], field: "season", size: 10, page: 1 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Held {
  readonly socket: Socket;
  /** When the server closed it, in ms since it connected; undefined while open. */
  closedAfter(): number | undefined;
}

/** A connection that sends `head`, then one more byte of `trickle` every 300 ms until it is closed. */
function hold(port: number, head: string, trickle: string): Promise<Held> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let closedAt: number | undefined;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    socket.on("error", () => {});
    socket.once("close", () => {
      closedAt = performance.now() - started;
      clearInterval(timer);
    });
    socket.once("connect", () => {
      socket.write(head);
      timer = setInterval(() => socket.writable && socket.write(trickle), 300);
      resolve({ socket, closedAfter: () => closedAt });
    });
    socket.once("error", reject);
  });
}

/** A call that passes the checks made before its body is read (CSRF), then sends its body a byte at a time. */
const slowBody = (port: number, csrf: string) =>
  hold(
    port,
    `POST /api/match_stats/search HTTP/1.1\r\nHost: x\r\nCookie: csrftoken=${csrf}\r\nX-CSRFToken: ${csrf}\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{`,
    " ",
  );
const slowHeaders = (port: number) =>
  hold(port, "POST /api/match_stats/search HTTP/1.1\r\nHost: x\r\nX-Slow: ", "a");

describe(`slow clients on ${ENGINES[0]}`, () => {
  let server: ApiServer;
  let port: number;
  beforeAll(async () => {
    server = await startApiServer(ENGINES[0]!, {
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
      // The slow clients and the ordinary ones share 127.0.0.1: the per-address cap is a suite of its own.
      CONNECTIONS_PER_ADDRESS: "0",
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => server.close());

  it("closes 300 slow bodies and 300 slow header senders within their bounds while 50 other clients are answered", async () => {
    const bodies = await Promise.all(
      Array.from({ length: SLOW }, () => slowBody(port, server.client.csrfToken)),
    );
    const headers = await Promise.all(Array.from({ length: SLOW }, () => slowHeaders(port)));
    const opened = performance.now();
    const answers = await Promise.all(
      Array.from({ length: ORDINARY }, async () => {
        const times: number[] = [];
        const codes: number[] = [];
        for (let i = 0; i < 5; i++) {
          const at = performance.now();
          codes.push((await server.client.call("search", SEARCH)).http);
          times.push(performance.now() - at);
          await sleep(100);
        }
        return { codes, slowest: Math.max(...times) };
      }),
    );
    await sleep(Math.max(0, opened + REQUEST_MS + SLACK_MS - performance.now()));
    expect(answers.flatMap((a) => a.codes)).toEqual(Array(ORDINARY * 5).fill(200));
    expect(Math.max(...answers.map((a) => a.slowest))).toBeLessThan(2000);
    const open = (held: Held[]) => held.filter((h) => h.closedAfter() === undefined).length;
    expect({ bodies: open(bodies), headers: open(headers) }).toEqual({ bodies: 0, headers: 0 });
    expect(Math.max(...headers.map((h) => h.closedAfter() ?? 0))).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(Math.max(...bodies.map((h) => h.closedAfter() ?? 0))).toBeLessThan(REQUEST_MS + SLACK_MS);
    // The header senders were closed by their own bound, before the bodies' one.
    expect(Math.min(...bodies.map((h) => h.closedAfter() ?? 0))).toBeGreaterThanOrEqual(REQUEST_MS);
  });

  it("tells a body that missed the bound 408 before closing its connection", async () => {
    const held = await slowBody(port, server.client.csrfToken);
    let answer = "";
    held.socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    await sleep(REQUEST_MS + SLACK_MS);
    expect(held.closedAfter()).toBeDefined();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a keep-alive connection left idle after its answer", async () => {
    const held = await hold(port, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n", "");
    let answer = "";
    held.socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    await sleep(KEEP_ALIVE_MS + SLACK_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(held.closedAfter()).toBeDefined();
  });
});

describe("the slow-client bounds' defaults", () => {
  it("give a request 10 s from its first byte, its headers 5 s, and close idle keep-alive after 5 s", () => {
    expect(readConfig({})).toMatchObject({
      requestTimeoutMs: 10_000,
      headersTimeoutMs: 5000,
      keepAliveTimeoutMs: 5000,
      connectionsPerAddress: 256,
    });
  });

  it("keep an idle connection 72 s behind a load balancer, longer than its own idle time-out", () => {
    expect(readConfig({ TRUST_PROXY: "1" }).keepAliveTimeoutMs).toBe(72_000);
  });

  it("refuse headers given longer than the whole request", () => {
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "2000" })).toThrow(
      /^Invalid configuration: HEADERS_TIMEOUT_MS: /,
    );
  });
});
