/**
 * Cache hits answered before Fastify (`early-hits.ts`), in front of a stand-in for Fastify that records what
 * it is handed: a hit every check lets through is answered there and then; anything else, refusals of a kept
 * answer's body included, reaches the next listener with the body it could not read again.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { API_PREFIX, DEV_SIGNING_SECRET, signBody } from "@match-stats/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ResponseCache } from "../../src/api/cache.ts";
import { type EarlyHitsOptions, earlyHits } from "../../src/api/early-hits.ts";
import { handedOver } from "../../src/api/hand-over.ts";
import { trustOf } from "../../src/api/security/client-address.ts";
import { issueToken } from "../../src/api/security/csrf.ts";
import { securityHeadersFor } from "../../src/api/security/headers.ts";
import type { RateVerdict } from "../../src/api/security/rate-limit.ts";
import { checkSignature } from "../../src/api/security/signature.ts";
import type { RawAnswer } from "../support/api-client.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";

const SEARCH = { search_type: 1, param: [], field: "season", size: 10, page: 1 };
const PATH = `${API_PREFIX}search`;
const KEPT = Buffer.from(JSON.stringify({ status: "success", code: 0, msg: "", data: { total_nums: 3 } }));
const TOKEN = issueToken(DEV_SIGNING_SECRET);

interface Handed {
  body: string | undefined;
  verdict: RateVerdict | undefined;
  key?: string | undefined;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let server: Server;
let base: string;
let handed: Handed[];
let cache: ResponseCache;
let available: boolean;
let verdicts: RateVerdict[];
let trustHops: number;

/** Fastify's stand-in: says what it was handed, and whether the socket still held any of the body. */
function next(incoming: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  const answer = () => {
    const over = handedOver.get(incoming);
    handed.push({ body: over?.body.toString(), verdict: over?.verdict, key: over?.key });
    response.writeHead(299).end(Buffer.concat(chunks));
  };
  if (incoming.readableEnded) {
    answer();
    return;
  }
  incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
  incoming.on("end", answer);
}

function options(): EarlyHitsOptions {
  return {
    cache,
    databaseAvailable: () => available,
    limiter: async () => {
      const verdict = verdicts.shift();
      if (!verdict) throw new Error("the limiter was asked more often than the test expected");
      return verdict;
    },
    signingSecret: DEV_SIGNING_SECRET,
    trust: trustOf(trustHops),
    securityHeaders: securityHeadersFor([]),
    bodyLimitBytes: 64 * 1024,
  };
}

const signed = async (fields: Record<string, unknown> = SEARCH, timestamp?: number) =>
  JSON.stringify(await signBody(PATH, fields, DEV_SIGNING_SECRET, timestamp));

async function post(body: string, headers: Record<string, string> = {}, path = PATH): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `csrftoken=${TOKEN}`,
      "x-csrftoken": TOKEN,
      ...headers,
    },
    body,
  });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

const ALLOWED: RateVerdict = {
  exceeded: false,
  headers: { "ratelimit-limit": "5", "ratelimit-remaining": "4", "ratelimit-reset": "60" },
};
const EXCEEDED: RateVerdict = {
  exceeded: true,
  headers: { "ratelimit-limit": "5", "ratelimit-remaining": "0", "ratelimit-reset": "9", "retry-after": "9" },
};

beforeAll(async () => {
  server = createServer((incoming, response) => earlyHits(options())(incoming, response, next));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  handed = [];
  available = true;
  verdicts = [];
  trustHops = 0;
  cache = new ResponseCache();
  cache.setVersion(4);
  // Kept from its second ask, under the key the API's route puts it by.
  const key = `search\n${checkSignature(PATH, JSON.parse(await signed()), DEV_SIGNING_SECRET)}`;
  cache.put(key, KEPT);
  cache.put(key, KEPT);
});

describe("a cache hit before Fastify", () => {
  it("is answered there: the kept bytes, their ETag, the site's headers and the rate limit's", async () => {
    verdicts = [ALLOWED];
    const answer = await post(await signed(), { "x-request-id": "trace-7" });
    expect(handed).toEqual([]);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(KEPT.toString());
    expect(answer.headers).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "content-length": String(KEPT.length),
      "cache-control": "private, no-cache",
      vary: "Accept-Encoding",
      etag: expect.stringMatching(/^"v4-/),
      "x-request-id": "trace-7",
      "x-frame-options": "DENY",
      "ratelimit-remaining": "4",
    });
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    expect(verdicts).toEqual([]);
  });

  it("answers 304 to a client that holds the bytes already", async () => {
    verdicts = [ALLOWED, ALLOWED];
    const { headers } = await post(await signed());
    const again = await post(await signed(), { "if-none-match": headers.etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(handed).toEqual([]);
  });

  it("says Strict-Transport-Security when a trusted proxy says the client came over HTTPS", async () => {
    trustHops = 1;
    verdicts = [ALLOWED, ALLOWED];
    const proxied = await post(await signed(), { "x-forwarded-proto": "https" });
    expect(proxied.headers["strict-transport-security"]).toBe("max-age=31536000");
    trustHops = 0;
    const direct = await post(await signed(), { "x-forwarded-proto": "https" });
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("what goes on to Fastify, with the body it can no longer read off the socket", () => {
  it("a miss, counted by nobody yet, with the cache key its good signature gave", async () => {
    verdicts = [ALLOWED];
    const body = await signed({ ...SEARCH, page: 2 });
    const answer = await post(body);
    expect(answer.status).toBe(299);
    expect(answer.body).toBe("");
    expect(handed).toEqual([{ body, verdict: undefined, key: expect.stringMatching(/^search\n.*&page=2&/) }]);
    expect(verdicts).toEqual([ALLOWED]);
  });

  it("a kept answer's body that a check refuses, uncounted, so the route refuses it in its own words", async () => {
    const cases: [string, () => Promise<Answer>][] = [
      ["a CSRF header that is not the cookie", async () => post(await signed(), { "x-csrftoken": "forged" })],
      ["another site's origin", async () => post(await signed(), { origin: "https://elsewhere.example" })],
      [
        "a signature made with another secret",
        async () => post(JSON.stringify(await signBody(PATH, SEARCH, "not-the-secret"))),
      ],
      [
        "a timestamp out of the window",
        async () => post(await signed(SEARCH, Math.floor(Date.now() / 1000) - 3600)),
      ],
      ["JSON it cannot parse", async () => post(`${await signed()}}`)],
    ];
    for (const [what, send] of cases) {
      handed = [];
      // The limiter would let it through: what stops the answer is the check.
      verdicts = [ALLOWED];
      const answer = await send();
      expect(answer.status, what).toBe(299);
      expect(handed, what).toHaveLength(1);
      expect(handed[0]?.verdict, what).toBeUndefined();
      if (what.includes("signature") || what.includes("window")) expect(handed[0]?.key, what).toBeUndefined();
      expect(verdicts, what).toEqual([ALLOWED]);
    }
  });

  it("a kept answer while the database does not answer its probe: the route says it is unavailable", async () => {
    available = false;
    verdicts = [ALLOWED];
    const body = await signed();
    expect((await post(body)).status).toBe(299);
    expect(handed).toEqual([{ body, verdict: undefined }]);
    expect(verdicts).toEqual([ALLOWED]);
  });

  it("a hit over the rate limit, with its verdict, so the route refuses it without counting it again", async () => {
    verdicts = [EXCEEDED];
    const body = await signed();
    expect((await post(body)).status).toBe(299);
    expect(handed).toEqual([{ body, verdict: EXCEEDED, key: expect.stringMatching(/^search\n/) }]);
    expect(verdicts).toEqual([]);
  });

  it("calls whose answers are never kept, and other methods, unread", async () => {
    const writes = await post(await signed({ events: [] }), {}, `${API_PREFIX}analytics_events`);
    const download = await post(await signed(), {}, `${API_PREFIX}download_all`);
    const form = await post(await signed(), { "content-type": "text/plain" });
    expect([writes.status, download.status, form.status]).toEqual([299, 299, 299]);
    // The socket still held each body, and nothing was handed over.
    expect(writes.body).toContain('"events":[]');
    expect(handed.map((one) => one.body)).toEqual([undefined, undefined, undefined]);
  });
});

describe.each(ENGINES)("the served API on %s", (engine) => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer(engine, { RATE_LIMIT_PER_MINUTE: "4" });
  });
  afterAll(async () => api.close());

  it("heads a hit as it headed the same answer when it computed it, and counts every request once", async () => {
    const answers: RawAnswer[] = [];
    // Computed, computed and kept, then two hits.
    for (let i = 0; i < 4; i++)
      answers.push(await api.client.postRaw("search", await signed(), { "accept-encoding": "br" }));
    const [, kept, hit, again] = answers as [RawAnswer, RawAnswer, RawAnswer, RawAnswer];
    const comparable = ({ headers }: RawAnswer) => {
      const {
        date,
        "x-request-id": id,
        "ratelimit-remaining": remaining,
        "ratelimit-reset": reset,
        ...rest
      } = headers;
      return rest;
    };
    expect(comparable(hit)).toEqual(comparable(kept));
    expect(hit.bytes.equals(kept.bytes)).toBe(true);
    expect(again.bytes.equals(kept.bytes)).toBe(true);
    expect(answers.map((answer) => answer.headers["ratelimit-remaining"])).toEqual(["3", "2", "1", "0"]);
    const refused = await api.client.postRaw("search", await signed());
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ code: "RATE_LIMITED" });
  });
});
