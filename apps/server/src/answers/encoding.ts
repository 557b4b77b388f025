/**
 * Content codings of API answers: brotli or gzip, as the request's Accept-Encoding prefers, identity when it
 * accepts neither.
 */

import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";

export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Below this an answer goes as it is: a few hundred bytes gain less than the coding's own overhead.
 * (The size at which nginx's gzip_min_length and @fastify/compress's threshold start too.)
 */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * An answer sent once (the cache keeps an answer from its second ask) goes as it is up to this size: it fits
 * in a connection's initial congestion window (10 segments, RFC 6928), so compressing it would save bytes but
 * no round trip, at a cost the profile shows on every uncached request (a third of its extra CPU time and most
 * of its full garbage collections, docs/performance.md). Its second ask is kept, compressed, and sent so.
 */
export const ONE_OFF_MIN_COMPRESS_BYTES = 14 * 1024;

/**
 * How hard to compress. An answer the cache keeps is compressed once and sent many times: brotli quality 5,
 * where on the 806 KB answer of an 8-match match_data quality 4 writes 79 KB, 5 writes 66 KB, 6 to 9 gain
 * under 10% more for two to seven times the time, and 11 (zlib's default) takes seconds. An answer sent once
 * pays its compression alone: quality 1 (103 KB, a third of quality 5's time) and gzip level 1 keep that
 * under a tenth of computing it (docs/performance.md, "Compression").
 */
export type Effort = "once" | "kept";
const BROTLI_QUALITY: Record<Effort, number> = { once: 1, kept: 5 };
const GZIP_LEVEL: Record<Effort, number> = { once: 1, kept: constants.Z_DEFAULT_COMPRESSION };

/**
 * Below this, compressing on the event loop costs less CPU than handing the work to the thread pool (well
 * under a millisecond), as @fastify/compress's syncThreshold does; above it the loop stays free. An answer sent
 * once is compressed at the lowest effort, 165 us for a match's 80 KB where the thread pool's hand-off made it
 * 300 us (docs/performance.md, "match_data"), and half a millisecond at 256 KB.
 */
const SYNC_BELOW_BYTES: Record<Effort, number> = { once: 256 * 1024, kept: 64 * 1024 };

/** A window no larger than the body: brotli's default 4 MB window is allocated for every answer otherwise. */
const windowBits = (bytes: number): number =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))),
  );

const brotliOptions = (body: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
  },
});

const options = (encoding: Encoding, body: Buffer, effort: Effort) =>
  encoding === "gzip" ? { level: GZIP_LEVEL[effort] } : brotliOptions(body, BROTLI_QUALITY[effort]);

const SYNC = { br: brotliCompressSync, gzip: gzipSync };
const ASYNC = { br: promisify(brotliCompress), gzip: promisify(gzip) };

export async function compress(body: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
  const how = options(encoding, body, effort);
  return body.length < SYNC_BELOW_BYTES[effort] ? SYNC[encoding](body, how) : ASYNC[encoding](body, how);
}

/**
 * Brotli quality of an answer ingest stores: every match's and game's, most never asked for. On the 5,720
 * match answers of the scale-10 demo, quality 3 takes a third of quality 5's time for a fifth more bytes (7.2
 * KB against 6.0 on average, 11.2 KB at most, so each still goes in a connection's first round trip), and
 * ingest's match answers phase a third less time (docs/performance.md, "Compression").
 */
const STORED_QUALITY = 3;

/**
 * An answer ingest stores, in brotli, compressed in the thread pool whatever its size: ingest builds the next
 * answer while the pool compresses the last ones, on the machine's other cores.
 */
export const compressStored = (body: Buffer): Promise<Buffer> =>
  ASYNC.br(body, brotliOptions(body, STORED_QUALITY));

/** Clients send a handful of distinct headers; the bound keeps a flood of made-up ones from growing it. */
const MAX_REMEMBERED_HEADERS = 1000;

class BoundedMap extends Map<string, string> {
  override set(key: string, value: string): this {
    if (this.size >= MAX_REMEMBERED_HEADERS) this.clear();
    return super.set(key, value);
  }
}

const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS], cache: new BoundedMap() });

/** The coding to answer in, or undefined for the bytes as they are. */
export const negotiateEncoding = (acceptEncoding: string | undefined): Encoding | undefined =>
  (acceptEncoding && negotiator.negotiate(acceptEncoding)) || undefined;
