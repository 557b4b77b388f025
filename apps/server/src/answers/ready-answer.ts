/**
 * Answers ingest writes whole (read-models/ready-answers.ts, read-models/match-answers/match-answers.ts), for the calls with one
 * answer per scope and for a single match's match_data: the success envelope's brotli coding, compressed
 * once at ingest, and the digest of its bytes. The route sends the coding as it is to the clients that accept
 * it (every browser), and decodes it for the others (api/cache.ts). Writing the JSON again and compressing it
 * per request took most of those calls' time, and the large buffers each request made kept the garbage
 * collector busy (docs/performance.md, "Calls answered from kept rows" and "match_data"). Typed by the data the envelope
 * holds, so a handler still answers its call's type.
 */

import { hash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { success } from "@match-stats/contract";
import type { ModeFamily } from "@match-stats/stats";
import { compressStored } from "./encoding.ts";
import { jsonBytes } from "./json-bytes.ts";

/** The digest of an answer's bytes, for its ETag (api/cache.ts). */
export const bodyDigest = (body: Buffer): string => hash("sha1", body, "base64url").slice(0, 16);

export type ReadyCall = "points_race" | "records" | "standings";

/**
 * The stored scope of an answer kept per mode family (records: one per family, docs/statistics.md "Mode
 * families"): the scope and the family, `season clash_squad`.
 */
export const familyScope = (scope: string, family: ModeFamily): string => `${scope} ${family}`;

export class ReadyAnswer<T> {
  /** The digest of the envelope's bytes, for its ETag (api/cache.ts). */
  readonly digest: string;
  /** The envelope's brotli coding. */
  readonly br: Buffer;
  private bytes: Buffer | undefined;
  /** Only carries T to the type checker. */
  declare readonly data: T;
  constructor(digest: string, br: Buffer, bytes?: Buffer) {
    this.digest = digest;
    this.br = br;
    this.bytes = bytes;
  }

  /**
   * The envelope's bytes, decoded from its brotli coding: only a client that accepts no brotli (and a
   * download) needs them, so they are not stored, and not read with every answer.
   */
  body(): Buffer {
    this.bytes ??= brotliDecompressSync(this.br);
    return this.bytes;
  }
}

/**
 * What ingest stores of an answer: the envelope around `data`, its digest and its brotli coding. The
 * envelope is written at once (the caller may change `data` after); the coding comes from the thread pool, so
 * a caller that starts several before awaiting them builds the next while the last are compressed. `large`:
 * tens of KB (a match's), written a part at a time (json-bytes.ts), which halves what writing a large
 * answer with a name beyond Latin-1 costs and doubles what a small one's does.
 */
export async function readyAnswer<T>(data: T, large = false): Promise<ReadyAnswer<T>> {
  const envelope = success(data);
  const body = large ? jsonBytes(envelope) : Buffer.from(JSON.stringify(envelope));
  return new ReadyAnswer(bodyDigest(body), await compressStored(body), body);
}

/** The data itself: what a handler answered, read back from the envelope if it was ready. */
export const dataOf = <T>(answer: T | ReadyAnswer<T>): T =>
  answer instanceof ReadyAnswer ? (JSON.parse(answer.body().toString()) as { data: T }).data : answer;
