/**
 * Answers kept as serialised bytes, keyed by call and canonical body, valid for one data version. The
 * version is polled, so every process of a scaled-out deployment drops its cache within a second of an
 * ingest without a query per request.
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

  /** Empties the cache when the data version moved. */
  setVersion(version: number): void {
    if (version === this.version) return;
    this.version = version;
    this.entries.clear();
    this.bytes = 0;
  }

  get dataVersion(): number {
    return this.version;
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh its place: the Map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  put(key: string, body: Buffer): CachedAnswer {
    const answer = { body, etag: etagOf(this.version, body) };
    if (body.length > MAX_BYTES / 16) return answer;
    this.entries.set(key, answer);
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
    return answer;
  }
}

export const etagOf = (version: number, body: Buffer): string =>
  `"v${version}-${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
