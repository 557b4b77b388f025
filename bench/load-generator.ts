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
  /** Every latency recorded, ascending, as (milliseconds, how many): what runs are merged by. */
  readonly latencies: readonly LatencyCount[];
}

export interface LatencyCount {
  readonly ms: number;
  readonly count: number;
}

export interface LoadGenerator {
  /** How the figures were taken, for the printed notes. */
  readonly description: string;
  run(plan: LoadPlan): Promise<LoadFigures>;
}

/**
 * Runs one after another as one: a cold run whose bodies were used up goes on over them again under a new
 * data version, and its figures are of all its runs. The percentiles come from the runs' merged latencies.
 */
export function mergeFigures(runs: readonly LoadFigures[]): LoadFigures {
  const counts = new Map<number, number>();
  for (const run of runs) {
    for (const { ms, count } of run.latencies) counts.set(ms, (counts.get(ms) ?? 0) + count);
  }
  const latencies = [...counts].map(([ms, count]) => ({ ms, count })).sort((a, b) => a.ms - b.ms);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    requests,
    seconds,
    rps: requests / seconds,
    p50Ms: countedQuantile(latencies, 0.5),
    p99Ms: countedQuantile(latencies, 0.99),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    bodiesUsedUp: runs.at(-1)?.bodiesUsedUp ?? false,
    latencies,
  };
}

/** The q-quantile (0..1) of ascending counted latencies, nearest rank, as `quantile` takes it. */
export function countedQuantile(latencies: readonly LatencyCount[], q: number): number {
  const total = latencies.reduce((sum, latency) => sum + latency.count, 0);
  const rank = Math.min(total, Math.max(1, Math.ceil(q * total)));
  let seen = 0;
  for (const latency of latencies) {
    seen += latency.count;
    if (seen >= rank) return latency.ms;
  }
  return Number.NaN;
}

/** Latencies in milliseconds, ascending, counted. */
export function countLatencies(sorted: readonly number[]): LatencyCount[] {
  const counts: LatencyCount[] = [];
  for (const ms of sorted) {
    const last = counts.at(-1);
    if (last?.ms === ms) counts[counts.length - 1] = { ms, count: last.count + 1 };
    else counts.push({ ms, count: 1 });
  }
  return counts;
}

/** The q-quantile (0..1) of ascending `sorted`, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
