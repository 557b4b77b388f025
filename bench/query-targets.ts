/**
 * The uncached targets for the calls the API benchmark measures, each printed beside its
 * figure (bench/targets.ts): a p99 bound per call and engine, and a p99 that does not grow
 * with the data (the largest scale measured against scale 1).
 */
import type { Engine } from "@match-stats/server/db/connect";
import type { BenchCall } from "./api-bodies.ts";
import type { TargetRow } from "./targets.ts";

/** p99 of a cold (uncached) call at 10 connections, in ms. */
const P99_TARGET_MS: Record<BenchCall, Record<Engine, number>> = {
  search: { sqlite: 8, postgres: 8 },
  match_data: { sqlite: 10, postgres: 10 },
  data_info: { sqlite: 5, postgres: 8 },
  standings: { sqlite: 10, postgres: 10 },
  leaders: { sqlite: 10, postgres: 10 },
  records: { sqlite: 10, postgres: 10 },
  head_to_head: { sqlite: 10, postgres: 10 },
  points_race: { sqlite: 10, postgres: 10 },
  form: { sqlite: 10, postgres: 10 },
  placement_spread: { sqlite: 10, postgres: 10 },
  weapon_meta: { sqlite: 10, postgres: 10 },
};

/** "The same at scale 100 as at scale 1": within this factor, so that run-to-run noise is not a miss. */
const FLAT_FACTOR = 1.25;

export interface ColdFigure {
  readonly engine: Engine;
  readonly scale: number;
  readonly call: BenchCall;
  readonly p99Ms: number;
}

const line = (target: string, figure: string, met: boolean): TargetRow => ({ target, figure, met });

export function queryTargets(figures: readonly ColdFigure[]): TargetRow[] {
  const lines: TargetRow[] = [];
  for (const f of figures) {
    const bound = P99_TARGET_MS[f.call][f.engine];
    lines.push(
      line(
        `uncached ${f.call} p99 <= ${bound} ms (${f.engine}, scale ${f.scale})`,
        `${f.p99Ms.toFixed(2)} ms`,
        f.p99Ms <= bound,
      ),
    );
  }
  for (const first of figures.filter((f) => f.scale === 1)) {
    const same = figures.filter((f) => f.engine === first.engine && f.call === first.call);
    const largest = same.reduce((a, b) => (b.scale > a.scale ? b : a));
    if (largest.scale === 1) continue;
    lines.push(
      line(
        `uncached ${first.call} p99 flat with scale (${first.engine}, scale ${largest.scale} <= ${FLAT_FACTOR}x scale 1)`,
        `${largest.p99Ms.toFixed(2)} ms vs ${first.p99Ms.toFixed(2)} ms`,
        largest.p99Ms <= FLAT_FACTOR * first.p99Ms,
      ),
    );
  }
  return lines;
}
