/**
 * Kept calls answered before Fastify (`early-answers.ts`), in front of a stand-in for Fastify that records
 * what it is handed: a request every check lets through is answered there and then, from the cache or
 * computed; anything else, refusals of a kept answer's body and answers that failed included, reaches the
 * next listener with the body it could not read again.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { API_PREFIX, DEV_SIGNING_SECRET, signBody } from "@match-stats/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../src/answers/errors.ts";
import { onceRepresentation, ResponseCache } from "../../src/api/cache.ts";
import { type EarlyAnswersOptions, earlyAnswers } from "../../src/api/early-answers.ts";
import { handedOver } from "../../src/api/hand-over.ts";
import type { KeptAnswerer } from "../../src/api/kept-answer.ts";
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
const COMPUTED = Buffer.from(
  JSON.stringify({ status: "success", code: 0, msg: "", data: { total_nums: 9 } }),
);
const TOKEN = issueToken(DEV_SIGNING_SECRET);

interface Handed {
  body: string | undefined;
  verdict: RateVerdict | undefined;
  key?: string | undefined;
  failure?: unknown;
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
/** The keys the answerer was asked for, and what it fails with when set. */
let asked: string[];
let failWith: unknown;
let verdicts: RateVerdict[];
let trustHops: number;

/** Fastify's stand-in: says what it was handed, and whether the socket still held any of the body. */
function next(incoming: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  const answer = () => {
    const over = handedOver.get(incoming);
    handed.push({
      body: over?.body.toString(),
      verdict: over?.verdict,
      key: over?.key,
      ...(over?.failure !== undefined && { failure: over.failure }),
    });
    response.writeHead(299).end(Buffer.concat(chunks));
  };
  if (incoming.readableEnded) {
    answer();
    return;
  }
  incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
  incoming.on("end", answer);
}

/** The route's answerer, but for the handler: a miss is COMPUTED, or fails with `failWith`. */
const answerKept: KeptAnswerer = async (_call, _fields, key, encoding) => {
  asked.push(key);
  if (failWith !== undefined) throw failWith;
  return cache.get(key)?.in(encoding) ?? onceRepresentation(COMPUTED, cache.dataVersion, encoding);
};

function options(): EarlyAnswersOptions {
  return {
    answerKept,
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

/** An answer's headers but those that differ from one request to the next. */
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

const ALLOWED: RateVerdict = {
  exceeded: false,
  headers: { "ratelimit-limit": "5", "ratelimit-remaining": "4", "ratelimit-reset": "60" },
};
const EXCEEDED: RateVerdict = {
  exceeded: true,
  headers: { "ratelimit-limit": "5", "ratelimit-remaining": "0", "ratelimit-reset": "9", "retry-after": "9" },
};

beforeAll(async () => {
  server = createServer((incoming, response) => earlyAnswers(options())(incoming, response, next));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  handed = [];
  asked = [];
  failWith = undefined;
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

describe("a miss before Fastify", () => {
  it("is computed there by the route's answerer, under the key its good signature gave, and counted once", async () => {
    verdicts = [ALLOWED];
    const answer = await post(await signed({ ...SEARCH, page: 2 }), { "x-request-id": "trace-8" });
    expect(handed).toEqual([]);
    expect(asked).toEqual([expect.stringMatching(/^search\n.*&page=2&/)]);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(COMPUTED.toString());
    expect(answer.headers).toMatchObject({
      "content-length": String(COMPUTED.length),
      etag: expect.stringMatching(/^"v4-/),
      "x-request-id": "trace-8",
      "x-frame-options": "DENY",
      "ratelimit-remaining": "4",
    });
    expect(verdicts).toEqual([]);
  });

  it("that fails goes on with its failure, counted and computed once, for the route to answer", async () => {
    const failures = [
      new ApiError("TIMEOUT"),
      new ApiError("SERVICE_UNAVAILABLE"),
      new Error("disk I/O error"),
    ];
    for (const failure of failures) {
      handed = [];
      asked = [];
      failWith = failure;
      verdicts = [ALLOWED];
      const body = await signed({ ...SEARCH, page: 3 });
      expect((await post(body)).status).toBe(299);
      expect(handed).toEqual([{ body, verdict: ALLOWED, key: expect.stringMatching(/^search\n/), failure }]);
      expect(asked).toHaveLength(1);
      expect(verdicts).toEqual([]);
    }
  });
});

describe("what goes on to Fastify, with the body it can no longer read off the socket", () => {
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
      expect(asked, what).toEqual([]);
    }
  });

  it("a hit over the rate limit, with its verdict, so the route refuses it without counting it again", async () => {
    verdicts = [EXCEEDED];
    const body = await signed();
    expect((await post(body)).status).toBe(299);
    expect(handed).toEqual([{ body, verdict: EXCEEDED, key: expect.stringMatching(/^search\n/) }]);
    expect(verdicts).toEqual([]);
    expect(asked).toEqual([]);
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
    expect(comparable(hit)).toEqual(comparable(kept));
    expect(hit.bytes.equals(kept.bytes)).toBe(true);
    expect(again.bytes.equals(kept.bytes)).toBe(true);
    expect(answers.map((answer) => answer.headers["ratelimit-remaining"])).toEqual(["3", "2", "1", "0"]);
    const refused = await api.client.postRaw("search", await signed());
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ code: "RATE_LIMITED" });
  });
});

describe.each(ENGINES)("the route and the early path on %s", (engine) => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer(engine);
  });
  afterAll(async () => api.close());

  it("answers a body only Fastify reads (sent in chunks) as it answers the same body read before it", async () => {
    const body = await signed({ ...SEARCH, page: 4 });
    const early = await api.client.postRaw("search", body, { "accept-encoding": "gzip" });
    const routed = await api.client.postRaw("search", body, {
      "accept-encoding": "gzip",
      "transfer-encoding": "chunked",
    });
    expect(early.status).toBe(200);
    expect(comparable(routed)).toEqual(comparable(early));
    expect(routed.bytes.equals(early.bytes)).toBe(true);
  });

  it("answers a failure of a computed answer in the route's words", async () => {
    const invalid = await api.client.postRaw("search", await signed({ ...SEARCH, size: 0 }));
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.bytes.toString())).toMatchObject({ code: "INVALID_BODY" });
    expect(invalid.headers["cache-control"]).toBe("no-store");
  });
});
