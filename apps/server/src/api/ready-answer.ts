/**
 * Answers ingest writes whole (ingest/ready-answers.ts): the success envelope's codings, compressed once
 * at ingest, and the digest of its bytes, for the calls with one answer per scope. The route sends them as
 * they are. Writing the JSON again and compressing it per request took most of those calls' time, and the large
 * buffers each request made kept the garbage collector busy (docs/performance.md, "The issue-16 calls").
 * Typed by the data the envelope holds, so a handler still answers its call's type.
 */

import { brotliDecompressSync } from "node:zlib";
import { type CallResponse, success } from "@match-stats/contract";
import type { Kysely } from "kysely";
import { runCompiled, slot } from "../db/compiled-once.ts";
import type { Database } from "../db/schema.ts";
import { bodyDigest } from "./cache.ts";
import { compress, type Encoding } from "./encoding.ts";

export type ReadyCall = "points_race" | "records" | "standings";

export class ReadyAnswer<T> {
  /** The digest of the envelope's bytes, for its ETag (api/cache.ts). */
  readonly digest: string;
  readonly coded: Readonly<Record<Encoding, Buffer>>;
  private bytes: Buffer | undefined;
  /** Only carries T to the type checker. */
  declare readonly data: T;
  constructor(digest: string, coded: Readonly<Record<Encoding, Buffer>>, bytes?: Buffer) {
    this.digest = digest;
    this.coded = coded;
    this.bytes = bytes;
  }

  /**
   * The envelope's bytes, decoded from its brotli coding: only a client that accepts no coding (and a
   * download) needs them, so they are not stored, and not read with every answer.
   */
  body(): Buffer {
    this.bytes ??= brotliDecompressSync(this.coded.br);
    return this.bytes;
  }
}

/** What ingest stores of an answer: the envelope around `data`, its digest and each coding of it. */
export async function readyAnswer<T>(data: T): Promise<ReadyAnswer<T>> {
  const body = Buffer.from(JSON.stringify(success(data)));
  const [br, gzip] = await Promise.all([compress(body, "br", "kept"), compress(body, "gzip", "kept")]);
  return new ReadyAnswer(bodyDigest(body), { br, gzip }, body);
}

/** The answer of one call (slot 0), scope (slot 1) and context (slot 2). */
const answerQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("ready_answers")
    .select(["digest", "br", "gzip"])
    .where("call", "=", slot<string>(0))
    .where("scope", "=", slot<string>(1))
    .where("context_id", "=", slot<number>(2));

/** A call's answer for a scope and context, read by primary key; undefined when ingest wrote none. */
export async function readReadyAnswer<C extends ReadyCall>(
  db: Kysely<Database>,
  call: C,
  scope: string,
  contextId: number,
): Promise<ReadyAnswer<CallResponse<C>> | undefined> {
  // Compiled once (db/compiled-once.ts).
  const [row] = await runCompiled(db, "ready answer", () => answerQuery(db), [call, scope, contextId]);
  return row && new ReadyAnswer(row.digest, { br: row.br, gzip: row.gzip });
}

/** The data itself: what a handler answered, read back from the envelope if it was ready. */
export const dataOf = <T>(answer: T | ReadyAnswer<T>): T =>
  answer instanceof ReadyAnswer ? (JSON.parse(answer.body().toString()) as { data: T }).data : answer;
