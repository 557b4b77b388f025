/**
 * An answer ingest wrote whole (the records call's, ingest/record-answers.ts): the bytes of its success
 * envelope and their codings, compressed once at ingest. The route sends them as they are. Writing the
 * JSON again and compressing it per request took most of the call's time, and the large buffers each
 * request made started a full garbage collection every few hundred requests (docs/performance.md, "The
 * issue-16 calls"). Typed by the data the envelope holds, so a handler still answers its call's type.
 */
import { success } from "@match-stats/contract";
import { compress, ENCODINGS, type Encoding } from "./encoding.ts";

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
  const coded = await Promise.all(ENCODINGS.map((encoding) => compress(body, encoding, "kept")));
  return new ReadyAnswer(
    body,
    Object.fromEntries(ENCODINGS.map((e, i) => [e, coded[i]])) as Record<Encoding, Buffer>,
  );
}

/** The data itself: what a handler answered, read back from the envelope if it was ready. */
export const dataOf = <T>(answer: T | ReadyAnswer<T>): T =>
  answer instanceof ReadyAnswer ? (JSON.parse(answer.body.toString()) as { data: T }).data : answer;
