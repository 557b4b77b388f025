/**
 * Answers kept as serialised bytes, keyed by call and canonical body, valid for one data version. The
 * version is polled, so every process of a scaled-out deployment drops its cache within a second of an
 * ingest without a query per request. An answer is kept from the second time its key is asked for: a
 * one-off request (a crawler walking every id) then costs no cache memory and evicts nothing.
 */
import { createHash } from "node:crypto";

export interface CachedAnswer {
  readonly body: Buffer;
  readonly etag: string;
}

/** Total bytes kept before the oldest answers are dropped. */
const MAX_BYTES = 64 * 1024 * 1024;

export class ResponseCache {
  private version = -1;
  private bytes = 0;
  private readonly entries = new Map<string, CachedAnswer>();
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
    const id = digest(key);
    const hit = this.entries.get(id);
    if (hit) {
      // Refresh its place: the Map's order is the eviction order.
      this.entries.delete(id);
      this.entries.set(id, hit);
    }
    return hit;
  }

  put(key: string, body: Buffer): CachedAnswer {
    const answer = { body, etag: etagOf(this.version, body) };
    const id = digest(key);
    if (body.length > MAX_BYTES / 16 || !this.admit(id)) return answer;
    this.entries.set(id, answer);
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
    return answer;
  }

  private admit(id: string): boolean {
    if (this.seen.delete(id)) return true;
    if (this.seen.size >= MAX_SEEN) this.seen.clear();
    this.seen.add(id);
    return false;
  }
}

const MAX_SEEN = 200_000;

/** Keys can be as long as a body; the map holds a short digest of each. */
const digest = (key: string): string => createHash("sha1").update(key).digest("base64url");

export const etagOf = (version: number, body: Buffer): string =>
  `"v${version}-${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
