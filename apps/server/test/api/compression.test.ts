/** API answers in the content coding the client accepts: brotli, gzip or none, the same JSON in each. */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { API_PREFIX, type CallName, DEV_SIGNING_SECRET, ENDPOINTS, signBody } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RawAnswer } from "../support/api-client.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";

const EIGHT_MATCHES = {
  match_ids: [10_000_001, 10_000_002, 10_000_003, 10_000_004, 10_000_005, 10_000_006, 10_000_007, 10_000_008],
};

/** Posts as the web app does and answers the bytes on the wire, undecoded. */
const post = async (
  server: ApiServer,
  call: CallName,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<RawAnswer> =>
  server.client.postRaw(
    call,
    JSON.stringify(await signBody(`${API_PREFIX}${call}`, fields, DEV_SIGNING_SECRET)),
    headers,
  );

describe.each(ENGINES)("API answers compressed on %s", (engine) => {
  let server: ApiServer;
  let plain: RawAnswer;
  beforeAll(async () => {
    server = await startApiServer(engine);
    plain = await post(server, "match_data", EIGHT_MATCHES);
  });
  afterAll(async () => server.close());

  it("answers as it is to a client that accepts no coding, saying the answer varies with Accept-Encoding", () => {
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(JSON.parse(plain.bytes.toString())).toMatchObject({ status: "success", code: 0 });
  });

  it("answers brotli to a browser, a fraction of the size, decoding to the same JSON", async () => {
    // Twice: the first answer is computed, the second comes from the cache (kept from the second ask).
    for (let i = 0; i < 3; i++) {
      const answer = await post(server, "match_data", EIGHT_MATCHES, {
        "accept-encoding": "gzip, deflate, br, zstd",
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 5);
      expect(brotliDecompressSync(answer.bytes).equals(plain.bytes)).toBe(true);
    }
  });

  it("answers gzip when brotli is refused or not offered", async () => {
    for (const accept of ["gzip", "br;q=0, gzip;q=0.5"]) {
      const answer = await post(server, "match_data", EIGHT_MATCHES, { "accept-encoding": accept });
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(answer.bytes).equals(plain.bytes)).toBe(true);
    }
  });

  it("gives each coding its own ETag, and 304 for the one the client holds", async () => {
    const br = await post(server, "match_data", EIGHT_MATCHES, { "accept-encoding": "br" });
    const gzip = await post(server, "match_data", EIGHT_MATCHES, { "accept-encoding": "gzip" });
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await post(server, "match_data", EIGHT_MATCHES, {
      "accept-encoding": "br",
      "if-none-match": String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it("leaves a small answer as it is", async () => {
    const nothing = { search_type: 1, field: "team", param: ["no such team"] };
    const answer = await post(server, "search", nothing, { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.bytes.length).toBeLessThan(1024);
    expect(answer.headers["content-encoding"]).toBeUndefined();
  });

  it("sends a one-off answer that fits the first round trip as it is, and compresses it from its second ask", async () => {
    const teams = { search_type: 1, field: "team", size: 10, page: 1 };
    const first = await post(server, "search", teams, { "accept-encoding": "br" });
    expect(first.bytes.length).toBeGreaterThan(1024);
    expect(first.bytes.length).toBeLessThan(14 * 1024);
    expect(first.headers["content-encoding"]).toBeUndefined();
    const second = await post(server, "search", teams, { "accept-encoding": "br" });
    expect(second.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(second.bytes).equals(first.bytes)).toBe(true);
  });

  it("compresses a one-off answer larger than the first round trip holds", async () => {
    const answer = await post(server, "match_data", { match_ids: [10_000_009] }, { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.bytes).length).toBeGreaterThan(14 * 1024);
  });

  it("sends an answer ingest keeps whole (records) in each coding, the same JSON, each with its ETag", async () => {
    const allTime = { field: "all" };
    const asIs = await post(server, "records", allTime);
    const br = await post(server, "records", allTime, { "accept-encoding": "br" });
    const gzip = await post(server, "records", allTime, { "accept-encoding": "gzip" });
    expect(asIs.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(asIs.bytes.toString())).toMatchObject({
      status: "success",
      data: { records: expect.any(Array) },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.bytes).equals(asIs.bytes)).toBe(true);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).equals(asIs.bytes)).toBe(true);
    expect(new Set([asIs.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await post(server, "records", allTime, {
      "accept-encoding": "br",
      "if-none-match": String(br.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it("sends a zip as it is: it is compressed already", async () => {
    const answer = await post(server, "download_all", ENDPOINTS.download_all.example, {
      "accept-encoding": "br, gzip",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.bytes.subarray(0, 2).toString()).toBe("PK");
  });
});
