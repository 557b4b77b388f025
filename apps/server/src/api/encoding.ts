/**
 * Content codings of API answers: brotli or gzip, as the request's Accept-Encoding prefers, identity when it
 * accepts neither. Compression runs on libuv's thread pool, not on the event loop.
 */

import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";

export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Below this an answer goes as it is: a few hundred bytes gain less than the coding's own overhead.
 * (The size at which nginx's gzip_min_length and @fastify/compress's threshold start too.)
 */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Quality 5: on the 806 KB answer of an 8-match match_data, quality 4 writes 79 KB, 5 writes 66 KB, 6 to 9
 * gain under 10% more for two to three times the time, and 11 (the default) takes seconds
 * (docs/performance.md, "Compression"). An answer is compressed once, when the cache keeps it.
 */
const BROTLI_QUALITY = 5;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
};

export const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> => compressors[encoding](body);

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
