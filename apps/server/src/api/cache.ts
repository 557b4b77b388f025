/**
 * Answers kept as serialised bytes, keyed by call and canonical body, valid for one data version. The
 * version is polled, so every process of a scaled-out deployment drops its cache within a second of an
 * ingest without a query per request. An answer is kept from the second time its key is asked for: a
 * one-off request (a crawler walking every id) then costs no cache memory and evicts nothing, and its answer
 * is sent without a cache entry built for it (`onceRepresentation`). A kept answer keeps each content coding
 * too, compressed the first time a client asks for it, so a hit compresses nothing.
 */
import { hash } from "node:crypto";
import {
  compress,
  type Effort,
  type Encoding,
  MIN_COMPRESS_BYTES,
  ONE_OFF_MIN_COMPRESS_BYTES,
} from "../answers/encoding.ts";
import { bodyDigest, type ReadyAnswer } from "../answers/ready-answer.ts";

const JSON_TYPE = "application/json; charset=utf-8";

/** The bytes of one coding of an answer, with the headers that go with them. */
export interface Representation {
  readonly body: Buffer;
  readonly etag: string;
  /** ETag, Cache-Control, Vary, Content-Type and Content-Encoding, built once. */
  readonly headers: Readonly<Record<string, string>>;
}

function representation(body: Buffer, etag: string, encoding: Encoding | undefined): Representation {
  const headers: Record<string, string> = {
    etag,
    "cache-control": "private, no-cache",
    vary: "Accept-Encoding",
    "content-type": JSON_TYPE,
  };
  if (encoding) headers["content-encoding"] = encoding;
  return { body, etag, headers };
}

/** A strong ETag names one representation: each coding has its own. */
const codedEtag = (etag: string, encoding: Encoding): string => `${etag.slice(0, -1)}-${encoding}"`;

/**
 * An answer sent once, in the coding asked for: its bytes compressed at the least effort, and only when they
 * are large; a ready answer's stored brotli coding as it is. No cache entry is built for it: under a crawl of
 * one-off requests, entries built and dropped per request kept each request's objects alive into the old
 * generation and set off a full collection about every half second (docs/performance.md, "Garbage collection").
 */
export function onceRepresentation(
  answer: Buffer | ReadyAnswer<unknown>,
  version: number,
  encoding: Encoding | undefined,
): Representation | Promise<Representation> {
  if (!Buffer.isBuffer(answer))
    return readyRepresentation(answer, etagOf(version, answer.digest), encoding, "once");
  const body = answer;
  const etag = etagOf(version, bodyDigest(body));
  if (!encoding || body.length < ONE_OFF_MIN_COMPRESS_BYTES) return representation(body, etag, undefined);
  return compress(body, encoding, "once").then((coded) =>
    representation(coded, codedEtag(etag, encoding), encoding),
  );
}

/**
 * A ready answer's stored brotli coding; for a client that accepts gzip alone its bytes decoded and gzipped
 * at `effort` (when large enough), and decoded for one that accepts neither.
 */
function readyRepresentation(
  answer: ReadyAnswer<unknown>,
  etag: string,
  encoding: Encoding | undefined,
  effort: Effort,
): Representation | Promise<Representation> {
  if (encoding === "br") return representation(answer.br, codedEtag(etag, encoding), encoding);
  const body = answer.body();
  if (!encoding || body.length < MIN_COMPRESS_BYTES) return representation(body, etag, undefined);
  return compress(body, encoding, effort).then((coded) =>
    representation(coded, codedEtag(etag, encoding), encoding),
  );
}

export class CachedAnswer {
  private identityRepresentation: Representation | undefined;
  private readonly etag: string;
  private readonly bytes: () => Buffer;
  private readonly coded = new Map<Encoding, Representation | Promise<Representation>>();
  private readonly onCoded: (bytes: number) => void;

  /**
   * `onCoded` is told the size of each coding compressed (and of a ready answer's bytes once decoded): given
   * for an answer the cache keeps. A ready answer's brotli coding is sent as it is, whatever its size, and
   * its bytes are decoded only for a client that accepts no brotli.
   */
  constructor(answer: Buffer | ReadyAnswer<unknown>, version: number, onCoded?: (bytes: number) => void) {
    this.onCoded = onCoded ?? (() => {});
    if (Buffer.isBuffer(answer)) {
      this.etag = etagOf(version, bodyDigest(answer));
      this.bytes = () => answer;
      this.identityRepresentation = representation(answer, this.etag, undefined);
      return;
    }
    this.etag = etagOf(version, answer.digest);
    this.bytes = () => {
      const body = answer.body();
      this.onCoded(body.length);
      return body;
    };
    this.coded.set("br", representation(answer.br, codedEtag(this.etag, "br"), "br"));
  }

  /** The answer as it is. */
  get identity(): Representation {
    this.identityRepresentation ??= representation(this.bytes(), this.etag, undefined);
    return this.identityRepresentation;
  }

  /** The answer in a coding: compressed on the first ask for it, then the same bytes every time. */
  in(encoding: Encoding | undefined): Representation | Promise<Representation> {
    if (!encoding) return this.identity;
    let coded = this.coded.get(encoding);
    if (coded) return coded;
    const { body } = this.identity;
    if (body.length < MIN_COMPRESS_BYTES) return this.identity;
    coded = compress(body, encoding, "kept").then((bytes) => {
      this.onCoded(bytes.length);
      return representation(bytes, codedEtag(this.etag, encoding), encoding);
    });
    this.coded.set(encoding, coded);
    return coded;
  }
}

/** Total bytes kept before the oldest answers are dropped. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Keys up to this long are the map's keys as they are; longer ones (large id lists) by a digest. */
const MAX_PLAIN_KEY = 512;

export class ResponseCache {
  private version = -1;
  private bytes = 0;
  private readonly entries = new Map<string, { answer: CachedAnswer; bytes: number }>();
  /** Digests of keys asked for once, for the admission rule; cleared when it grows past its bound. */
  private readonly seen = new Set<string>();

  /** Empties the cache when the data version moved. */
  setVersion(version: number): void {
    if (version === this.version) return;
    this.version = version;
    this.entries.clear();
    this.seen.clear();
    this.bytes = 0;
  }

  get dataVersion(): number {
    return this.version;
  }

  get(key: string): CachedAnswer | undefined {
    const id = idOf(key);
    const hit = this.entries.get(id);
    if (hit) {
      // Refresh its place: the Map's order is the eviction order.
      this.entries.delete(id);
      this.entries.set(id, hit);
    }
    return hit?.answer;
  }

  /** Keeps an answer from its second ask (its bytes, or an answer ingest kept whole); undefined until then. */
  put(key: string, answer: Buffer | ReadyAnswer<unknown>): CachedAnswer | undefined {
    const id = idOf(key);
    const bytes = Buffer.isBuffer(answer) ? answer.length : answer.br.length;
    if (bytes > MAX_BYTES / 16 || !this.admit(digest(key))) return undefined;
    const entry = {
      answer: new CachedAnswer(answer, this.version, (grown) => grow(grown)),
      bytes,
    };
    // Codings compressed later count while the answer is kept, and stop counting once it is dropped.
    const grow = (bytes: number) => {
      if (this.entries.get(id) !== entry) return;
      entry.bytes += bytes;
      this.bytes += bytes;
      this.evict();
    };
    this.entries.set(id, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry.answer;
  }

  private evict(): void {
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  private admit(digest: string): boolean {
    if (this.seen.delete(digest)) return true;
    if (this.seen.size >= MAX_SEEN) this.seen.clear();
    this.seen.add(digest);
    return false;
  }
}

const MAX_SEEN = 200_000;

const digest = (key: string): string => hash("sha1", key, "base64url");

/** Keys can be as long as a body: a long one is held as its digest (which, unlike a key, holds no "\n"). */
const idOf = (key: string): string => (key.length <= MAX_PLAIN_KEY ? key : digest(key));

/** What names an answer's bytes in its ETag (ingest takes a ready answer's, read-models/ready-answers.ts). */
export const etagOf = (version: number, digest: string): string => `"v${version}-${digest}"`;
