/** The security rules of docs/contract.md, one test each, as a client would meet them. */
import { API_PREFIX, DEV_SIGNING_SECRET, signBody } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";

const SEARCH = { search_type: 1, param: [], field: "season", size: 10, page: 1 };
const PATH = `${API_PREFIX}search`;

describe.each(ENGINES)("API security on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  const signed = (fields: Record<string, unknown> = SEARCH) => signBody(PATH, fields, DEV_SIGNING_SECRET);

  it("answers a well-formed request", async () => {
    const answer = await server.client.call("search", SEARCH);
    expect(answer).toMatchObject({ http: 200, status: "success", code: 0, msg: "" });
  });

  describe("CSRF", () => {
    it("issues a readable, SameSite=Lax csrftoken cookie on a page load", async () => {
      const cookie = (await fetch(`${server.url}/season`)).headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^csrftoken=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/);
      expect(cookie).not.toMatch(/HttpOnly/i);
    });

    it.each([
      ["no header", { "x-csrftoken": "" }],
      ["a header that differs from the cookie", { "x-csrftoken": "abc.def" }],
      ["a token the server did not sign", { cookie: "csrftoken=abc.def", "x-csrftoken": "abc.def" }],
      ["a foreign Origin", { origin: "https://evil.example" }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ])("refuses %s with 403 CSRF_FAILED", async (_, headers) => {
      const answer = await server.client.call("search", SEARCH, { headers });
      expect(answer).toMatchObject({ http: 403, status: "error", code: "CSRF_FAILED" });
    });

    it("refuses an Origin naming the site's host over another scheme with 403 CSRF_FAILED", async () => {
      const answer = await server.client.call("search", SEARCH, {
        headers: { origin: server.url.replace(/^http:/, "https:") },
      });
      expect(answer).toMatchObject({ http: 403, status: "error", code: "CSRF_FAILED" });
    });

    it("accepts the site's own Origin", async () => {
      const answer = await server.client.call("search", SEARCH, {
        headers: { origin: server.url, "sec-fetch-site": "same-origin" },
      });
      expect(answer.http).toBe(200);
    });
  });

  describe("signature", () => {
    it("refuses a body without a signature", async () => {
      const { signature: _, ...unsigned } = await signed();
      const answer = await server.client.call("search", {}, { rawBody: JSON.stringify(unsigned) });
      expect(answer).toMatchObject({ http: 403, code: "BAD_SIGNATURE" });
    });

    it("refuses a signature made with another secret", async () => {
      const answer = await server.client.call("search", SEARCH, { secret: "not-the-secret" });
      expect(answer).toMatchObject({
        http: 403,
        code: "BAD_SIGNATURE",
        msg: "The request signature is not valid",
      });
    });

    it("refuses a body changed by one byte after signing", async () => {
      const body = JSON.stringify(await signed({ ...SEARCH, page: 1 }));
      const answer = await server.client.call(
        "search",
        {},
        { rawBody: body.replace('"page":1', '"page":2') },
      );
      expect(answer).toMatchObject({ http: 403, code: "BAD_SIGNATURE" });
    });

    it('tells "1" from 1: a number signed and a string sent is refused', async () => {
      const body = JSON.stringify(await signed({ ...SEARCH, page: 1 }));
      const answer = await server.client.call(
        "search",
        {},
        { rawBody: body.replace('"page":1', '"page":"1"') },
      );
      expect(answer).toMatchObject({ http: 403, code: "BAD_SIGNATURE" });
    });

    it('validates a string "1" that was signed as such, and names the field', async () => {
      const answer = await server.client.call("search", { ...SEARCH, page: "1" });
      expect(answer).toMatchObject({
        http: 400,
        code: "INVALID_BODY",
        msg: expect.stringMatching(/^page: /),
      });
    });

    it("refuses a timestamp more than 300 seconds off", async () => {
      // Each stamp is taken just before its call: the server reads its clock later, which only
      // moves a past stamp further off, while a future one comes closer by however long a loaded
      // machine takes to answer (CI saw now + 301 accepted), hence its margin.
      const now = () => Math.floor(Date.now() / 1000);
      for (const stamp of [() => now() - 301, () => now() + 310]) {
        const answer = await server.client.call("search", SEARCH, { timestamp: stamp() });
        expect(answer).toMatchObject({ http: 403, code: "STALE_REQUEST" });
      }
      expect((await server.client.call("search", SEARCH, { timestamp: now() - 250 })).http).toBe(200);
    });
  });

  describe("bodies", () => {
    it("refuses a body over the size limit with 413", async () => {
      const answer = await server.client.call("search", { ...SEARCH, param: ["x".repeat(70_000)] });
      expect(answer).toMatchObject({ http: 413, code: "BODY_TOO_LARGE" });
    });

    it("refuses a body that is not JSON by its content type", async () => {
      const response = await server.client.post("search", SEARCH, {
        headers: { "content-type": "text/plain" },
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ status: "error", code: "UNSUPPORTED_MEDIA_TYPE" });
    });

    it("refuses malformed JSON and __proto__ keys with a 400 envelope", async () => {
      for (const rawBody of ["{ nope", '{"__proto__": {"admin": true}, "field": "season"}', "[]", "null"]) {
        const answer = await server.client.call("search", {}, { rawBody });
        expect(answer.http, rawBody).toBeLessThan(500);
        expect(answer.http, rawBody).toBeGreaterThanOrEqual(400);
        expect(answer).toMatchObject({ status: "error", data: {} });
      }
    });

    it("names an unknown field and a wrong type", async () => {
      expect(await server.client.call("search", { ...SEARCH, evil: 1 })).toMatchObject({
        http: 400,
        msg: "evil: unknown field",
      });
      expect(await server.client.call("search", { ...SEARCH, field: "nope" })).toMatchObject({
        http: 400,
        msg: expect.stringMatching(/^field: /),
      });
    });

    it("refuses an oversized list, naming it", async () => {
      const answer = await server.client.call("match_data", { match_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
      expect(answer).toMatchObject({
        http: 400,
        code: "INVALID_BODY",
        msg: expect.stringMatching(/^match_ids: /),
      });
    });

    it("refuses an id of 0 where an id or -1 goes, also in a download (found by the fuzz test)", async () => {
      const answer = await server.client.call("download_this_page", {
        field: "season",
        season_id: 1001,
        team_id: 0,
      });
      expect(answer).toMatchObject({
        http: 400,
        code: "INVALID_BODY",
        msg: "team_id: must be an id (1 or more), or -1",
      });
    });

    it("answers 404 for an unknown call and 405 for a GET", async () => {
      expect(await server.client.call("drop_tables", SEARCH)).toMatchObject({ http: 404, code: "NOT_FOUND" });
      const get = await fetch(`${server.url}${PATH}`);
      expect(get.status).toBe(405);
      expect(await get.json()).toMatchObject({ status: "error", code: "METHOD_NOT_ALLOWED" });
    });

    it.each(["PROPFIND", "PUT", "DELETE", "PATCH", "OPTIONS"])(
      "answers 405 for %s, as for a GET",
      async (method) => {
        const answer = await fetch(`${server.url}${PATH}`, { method });
        expect(answer.status).toBe(405);
        expect(await answer.json()).toMatchObject({ status: "error", code: "METHOD_NOT_ALLOWED" });
      },
    );
  });

  describe("hostile input", () => {
    it.each(["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf", "__defineGetter__"])(
      "answers 404 NOT_FOUND for the call name %s, signed or not",
      async (name) => {
        expect(await server.client.call(name, SEARCH)).toMatchObject({ http: 404, code: "NOT_FOUND" });
        const unsigned = await server.client.call(name, {}, { rawBody: JSON.stringify(SEARCH) });
        expect(unsigned).toMatchObject({ http: 404, code: "NOT_FOUND" });
      },
    );

    it("refuses a body nested thousands of levels deep with a 400 naming the depth", async () => {
      const deep = `${"[".repeat(4500)}${"]".repeat(4500)}`;
      const rawBody = `{"search_type":1,"param":${deep},"timestamp":1,"signature":"${"0".repeat(64)}"}`;
      expect(await server.client.call("search", {}, { rawBody })).toMatchObject({
        http: 400,
        code: "INVALID_BODY",
        msg: expect.stringMatching(/nested deeper than \d+ levels/),
      });
    });

    it("says a __proto__ key is refused, not that the JSON is invalid", async () => {
      const rawBody = '{"__proto__": {"admin": true}, "field": "season"}';
      expect(await server.client.call("search", {}, { rawBody })).toMatchObject({
        http: 400,
        code: "INVALID_BODY",
        msg: expect.stringContaining("__proto__"),
      });
    });

    it("refuses a field name outside [a-z0-9_] before the signature, naming it", async () => {
      const answer = await server.client.call("search", { ...SEARCH, "Page-2": 1 });
      expect(answer).toMatchObject({
        http: 400,
        code: "INVALID_BODY",
        msg: expect.stringContaining('"Page-2"'),
      });
    });

    it("never answers a forged body with the cached answer of the body whose signature it borrows", async () => {
      // The forged key spells out the other fields: both bodies have the same canonical text, so one signature.
      const real = { field: "season", page: 1, param: [], search_type: 1, size: 7 };
      const forged = { 'field="season"&page=1&param=[]&search_type=1&size': 7 };
      for (let i = 0; i < 3; i++) expect((await server.client.call("search", real)).http).toBe(200);
      const answer = await server.client.call("search", forged);
      expect(answer).toMatchObject({ http: 400, code: "INVALID_BODY" });
    });
  });

  describe("errors outside the API", () => {
    it.each([
      ["POST", "/", "application/json", "{ nope"],
      ["POST", "/nope", "text/plain", "x"],
      ["GET", "/%E0%A4%A", undefined, undefined],
      ["GET", "/api/nope", undefined, undefined],
    ])("%s %s answers the error envelope", async (method, path, type, body) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        body,
        headers: type ? { "content-type": type } : {},
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const envelope = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(envelope).sort()).toEqual(["code", "data", "msg", "status"]);
      expect(envelope).toMatchObject({ status: "error", data: {} });
      expect(String(envelope.code)).not.toMatch(/^FST_/);
    });
  });

  describe("headers", () => {
    it.each(["/", "/match?match_id=MQ%3D%3D", "/healthz"])(
      "sets the security headers on %s",
      async (path) => {
        const response = await fetch(`${server.url}${path}`);
        const csp = response.headers.get("content-security-policy") ?? "";
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain("unsafe-inline");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(response.headers.get("referrer-policy")).toBeTruthy();
        expect(response.headers.get("permissions-policy")).toContain("camera=()");
        expect(response.headers.get("x-powered-by")).toBeNull();
      },
    );

    it("sets them on API answers and errors too", async () => {
      for (const fields of [SEARCH, { nope: 1 }]) {
        const response = await server.client.post("search", fields);
        expect(response.headers.get("content-security-policy")).toBeTruthy();
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      }
    });
  });

  describe("cache", () => {
    it("answers the same bytes with an ETag, and 304 when the client has them", async () => {
      const first = await server.client.post("search", SEARCH);
      const second = await server.client.post("search", SEARCH);
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^"v\d+-/);
      expect(second.headers.get("etag")).toBe(etag);
      expect(await second.text()).toBe(await first.text());
      const notModified = await server.client.post("search", SEARCH, { headers: { "if-none-match": etag! } });
      expect(notModified.status).toBe(304);
    });
  });
});

// The rate limit has its own suite: security/rate-limit.test.ts.

// SQLite answers synchronously inside the call, so only PostgreSQL's calls can be overtaken by the limit.
describe.each(ENGINES.filter((e) => e === "postgres"))("the call time limit on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine, { CALL_TIME_LIMIT_MS: "1" });
  });
  afterAll(async () => server.close());

  it("answers the TIMEOUT envelope when a call runs past it, never leaving the client waiting", async () => {
    const answer = await server.client.call("match_data", {
      match_ids: [10000001, 10000002, 10000003],
      single_match_id: -1,
    });
    expect(answer).toMatchObject({ http: 503, status: "error", code: "TIMEOUT", msg: "Service timeout" });
  });
});
