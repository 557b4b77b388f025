/** A fixed one-minute window per client address; memory is bounded by sweeping finished windows. */
import { ApiError } from "../errors.ts";

const WINDOW_MS = 60_000;

export class RateLimiter {
  private readonly limit: number;
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  /** `limit` requests per minute per address; 0 turns limiting off. */
  constructor(limit: number) {
    this.limit = limit;
  }

  check(address: string, now = Date.now()): void {
    if (this.limit === 0) return;
    if (now - this.lastSweep > WINDOW_MS) this.sweep(now);
    let window = this.windows.get(address);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, count: 0 };
      this.windows.set(address, window);
    }
    window.count++;
    if (window.count > this.limit) throw new ApiError("RATE_LIMITED");
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [address, window] of this.windows)
      if (now - window.start >= WINDOW_MS) this.windows.delete(address);
  }
}
