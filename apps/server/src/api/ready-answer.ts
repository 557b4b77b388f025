/**
 * Answers ingest writes whole (ingest/ready-answers.ts): the bytes of the success envelope and their
 * codings, compressed once at ingest, for the calls with one answer per scope. The route sends them as they
 * are. Writing the JSON again and compressing it per request took most of those calls' time, and the large
 * buffers each request made kept the garbage collector busy (docs/performance.md, "The issue-16 calls").
 * Typed by the data the envelope holds, so a handler still answers its call's type.
 */
import { type CallResponse, success } from "@match-stats/contract";
import type { Kysely } from "kysely";
import { runCompiled, slot } from "../db/compiled-once.ts";
import type { Database } from "../db/schema.ts";
import { compress, type Encoding } from "./encoding.ts";

export type ReadyCall = "records" | "standings";

export class ReadyAnswer<T> {
  /** The envelope's bytes as they are. */
  readonly body: Buffer;
  readonly coded: Readonly<Record<Encoding, Buffer>>;
  /** Only carries T to the type checker. */
  declare readonly data: T;
  constructor(body: Buffer, coded: Readonly<Record<Encoding, Buffer>>) {
    this.body = body;
    this.coded = coded;
  }
}

/** What ingest stores of an answer: the envelope around `data`, and each coding of it. */
export async function readyAnswer<T>(data: T): Promise<ReadyAnswer<T>> {
  const body = Buffer.from(JSON.stringify(success(data)));
  const [br, gzip] = await Promise.all([compress(body, "br", "kept"), compress(body, "gzip", "kept")]);
  return new ReadyAnswer(body, { br, gzip });
}

/** The answer of one call (slot 0), scope (slot 1) and context (slot 2). */
const answerQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("ready_answers")
    .select(["body", "br", "gzip"])
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
  return row && new ReadyAnswer(row.body, { br: row.br, gzip: row.gzip });
}

/** The data itself: what a handler answered, read back from the envelope if it was ready. */
export const dataOf = <T>(answer: T | ReadyAnswer<T>): T =>
  answer instanceof ReadyAnswer ? (JSON.parse(answer.body.toString()) as { data: T }).data : answer;
