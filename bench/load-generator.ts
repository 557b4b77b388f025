/**
 * What the API benchmark asks of a load generator (wrk, or the built-in fallback), so the figures of
 * either read the same.
 */

/** One measurement: POST each body to `url` over `connections` keep-alive connections. */
export interface LoadPlan {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON bodies, sent in order. */
  readonly bodies: readonly string[];
  /** Start over at the first body when they run out (warm runs); otherwise stop there (cold runs). */
  readonly cycle: boolean;
  readonly connections: number;
  readonly seconds: number;
}

export interface LoadFigures {
  /** Completed requests. */
  readonly requests: number;
  readonly seconds: number;
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers other than 2xx/3xx, plus connection errors and time-outs. */
  readonly failures: number;
  /** A cold run that sent every body before its time was up. */
  readonly bodiesUsedUp: boolean;
}

export interface LoadGenerator {
  /** How the figures were taken, for the printed notes. */
  readonly description: string;
  run(plan: LoadPlan): Promise<LoadFigures>;
}

/** The q-quantile (0..1) of ascending `sorted`, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
