import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readyAnswer } from "../../src/answers/ready-answer.ts";
import { CachedAnswer, onceRepresentation, type Representation, ResponseCache } from "../../src/api/cache.ts";

const KEY = 'leaders\n{"stat":"kills"}';
const small = Buffer.from(JSON.stringify({ status: "success", data: "x".repeat(2000) }));
const large = Buffer.from(JSON.stringify({ status: "success", data: "kills ".repeat(4000) }));

describe("the response cache", () => {
  it("keeps nothing for an answer asked once; asked again, keeps it, and the third ask is a hit", () => {
    const cache = new ResponseCache();
    cache.setVersion(7);
    expect(cache.put(KEY, small)).toBeUndefined();
    expect(cache.get(KEY)).toBeUndefined();
    const kept = cache.put(KEY, small);
    expect(kept).toBeDefined();
    expect(cache.get(KEY)).toBe(kept);
  });

  it("starts over when the data version moves", () => {
    const cache = new ResponseCache();
    cache.setVersion(7);
    cache.put(KEY, small);
    cache.put(KEY, small);
    cache.setVersion(8);
    expect(cache.get(KEY)).toBeUndefined();
    expect(cache.put(KEY, small)).toBeUndefined();
  });
});

describe("an answer sent once", () => {
  it("has the ETag and headers it will have once kept", async () => {
    const cache = new ResponseCache();
    cache.setVersion(7);
    const once = (await onceRepresentation(small, 7, undefined)) as Representation;
    cache.put(KEY, small);
    const kept = await cache.put(KEY, small)?.in(undefined);
    expect(once.etag).toMatch(/^"v7-[\w-]{16}"$/);
    expect(once.etag).toBe(kept?.etag);
    expect(once.headers).toEqual(kept?.headers);
    expect(once.body.equals(small)).toBe(true);
  });

  it("goes as it is while it fits in a connection's first window, compressed when larger", async () => {
    const smallOnce = await onceRepresentation(small, 7, "br");
    expect(smallOnce.headers["content-encoding"]).toBeUndefined();
    expect(smallOnce.body.equals(small)).toBe(true);
    const largeOnce = await onceRepresentation(large, 7, "br");
    expect(largeOnce.headers["content-encoding"]).toBe("br");
    expect(largeOnce.etag).toMatch(/-br"$/);
    expect(brotliDecompressSync(largeOnce.body).equals(large)).toBe(true);
  });

  it("sends a ready answer's brotli coding as it is, and its bytes gzipped or decoded to other clients", async () => {
    const data = { standings: Array.from({ length: 50 }, (_, place) => ({ team_id: place, points: 42 })) };
    const ready = await readyAnswer(data);
    const br = await onceRepresentation(ready, 7, "br");
    expect(br.body).toBe(ready.br);
    expect(br.etag).toBe(`"v7-${ready.digest}-br"`);
    const gzip = await onceRepresentation(ready, 7, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.etag).toBe(`"v7-${ready.digest}-gzip"`);
    expect(JSON.parse(gunzipSync(gzip.body).toString()).data).toEqual(data);
    const plain = await onceRepresentation(ready, 7, undefined);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).data).toEqual(data);
  });

  it("keeps a ready answer's gzip coding, made on the first ask", async () => {
    const data = { standings: Array.from({ length: 50 }, (_, place) => ({ team_id: place, points: 42 })) };
    const cached = new CachedAnswer(await readyAnswer(data), 7);
    const first = await cached.in("gzip");
    expect(JSON.parse(gunzipSync(first.body).toString()).data).toEqual(data);
    expect(await cached.in("gzip")).toBe(first);
  });
});
