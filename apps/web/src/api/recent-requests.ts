/**
 * Identical requests within one minute are sent once (SPEC sections 5 and 8): a duplicate is not sent
 * again, it quietly shares the first one's answer. A failed request is forgotten so that a retry goes out.
 */
export const DUPLICATE_WINDOW_MS = 60_000;

interface Entry {
  readonly at: number;
  readonly answer: Promise<unknown>;
}

export class RecentRequests {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** The answer of `send`, or of the same request sent less than a minute ago; `fresh` always sends. */
  run<T>(key: string, send: () => Promise<T>, fresh = false): Promise<T> {
    const now = this.now();
    const recent = this.entries.get(key);
    if (!fresh && recent && now - recent.at < DUPLICATE_WINDOW_MS) return recent.answer as Promise<T>;
    this.prune(now);
    const answer = send();
    const entry: Entry = { at: now, answer };
    this.entries.set(key, entry);
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return answer;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.at >= DUPLICATE_WINDOW_MS) this.entries.delete(key);
    }
  }
}
