/**
 * The fallback load generator when wrk is not available: `connections` concurrent loops, each posting one
 * body at a time with fetch (undici, keep-alive). It runs in the benchmark's own process, next to the
 * servers under test, so its figures are lower than wrk's for fast answers.
 */
import {
  countLatencies,
  type LoadFigures,
  type LoadGenerator,
  type LoadPlan,
  quantile,
} from "./load-generator.ts";

async function run(plan: LoadPlan): Promise<LoadFigures> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  let bodiesUsedUp = false;
  const started = performance.now();
  const deadline = started + plan.seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      if (next >= plan.bodies.length) {
        if (!plan.cycle) {
          bodiesUsedUp = true;
          return;
        }
        next = 0;
      }
      const body = plan.bodies[next++];
      const sent = performance.now();
      try {
        const response = await fetch(plan.url, { method: "POST", headers: plan.headers, body });
        await response.arrayBuffer();
        if (response.status >= 400) failures++;
        latencies.push(performance.now() - sent);
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    failures,
    bodiesUsedUp,
    latencies: countLatencies(latencies),
  };
}

export const fetchLoad: LoadGenerator = {
  description:
    "built-in Node load generator (fetch keep-alive loops in the benchmark process; wrk not available)",
  run,
};
