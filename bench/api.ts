/**
 * API benchmark: requests per second and p50/p99 latency of search, match_data and data_info, each with
 * the response cache cold (every request a different body) and warm (one body repeated), next to a bare
 * `node:http` server answering a static body of the same size in the same run. The API server runs as a
 * child process (`scripts/start.ts`) on a fresh database holding the demo data set at each scale.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { API_PREFIX, signBody } from "@match-stats/contract";
import { REPO_ROOT, readConfig } from "../apps/server/src/config.ts";
import type { Engine } from "../apps/server/src/db/connect.ts";
import { writeDemo } from "../apps/server/src/demo/write.ts";
import type { ApiClient } from "../apps/server/test/support/api-client.ts";
import { BENCH_CALLS, type BenchCall, type CallBodies } from "./api-bodies.ts";
import { type ChildServer, startChildServer } from "./child-server.ts";
import { serveDemoDatabase } from "./demo-database.ts";
import { fetchLoad } from "./load-fetch.ts";
import type { LoadFigures, LoadGenerator, LoadPlan } from "./load-generator.ts";
import { findWrk, wrkLoad } from "./load-wrk.ts";
import { queryTargetLines } from "./query-targets.ts";

/** Options of `npm run bench` that this benchmark reads. */
export const API_BENCH_OPTIONS = {
  seconds: { type: "string", default: "8" },
} as const;

const CACHED_CONNECTIONS = 50;
const UNCACHED_CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
/** Cold bodies posted one by one first, to check the answers and take their mean size. */
const PROBES = 40;
/** Targets, printed next to the figures. */
const CACHED_SHARE_TARGET = 0.6;
const UNCACHED_P99_TARGET_MS = 5;

type Cache = "cold" | "warm";

interface CaseFigures {
  engine: Engine;
  scale: number;
  call: BenchCall;
  cache: Cache;
  connections: number;
  /** Answer size the static body copies (the mean of the probes for a cold run). */
  bytes: number;
  api: LoadFigures;
  baseline: LoadFigures;
  /** Probes (cold) that did not answer success. */
  probeFailures: number;
  /** Distinct bodies the cold run had. */
  distinct: number;
}

interface Run {
  generator: LoadGenerator;
  seconds: number;
  secret: string;
  api: ChildServer;
  baseline: ChildServer;
  client: ApiClient;
}

const headersOf = (client: ApiClient) => ({
  "content-type": "application/json",
  cookie: `csrftoken=${client.csrfToken}`,
  "x-csrftoken": client.csrfToken,
});

/** Posts a signed body as the web app does; answers the HTTP status, envelope and size. */
async function probe(client: ApiClient, call: BenchCall, body: string) {
  const response = await client.post(call, {}, { rawBody: body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const envelope = JSON.parse(bytes.toString()) as { status: string; code: string | number; msg: string };
  return { http: response.status, ...envelope, bytes: bytes.length };
}

/** A body ready to post, signed now (the server accepts it for SIGNATURE_WINDOW_SECONDS). */
const signed = async (call: BenchCall, fields: Record<string, unknown>, secret: string, now?: number) =>
  JSON.stringify(await signBody(`${API_PREFIX}${call}`, fields, secret, now));

/** The API figure, then the static server's at the same size, connections, bodies and duration. */
async function measure(run: Run, plan: LoadPlan, bytes: number) {
  const api = await run.generator.run(plan);
  const baseline = await run.generator.run({
    ...plan,
    url: `${run.baseline.url}/${bytes}`,
    cycle: true,
    seconds: Math.min(run.seconds, Math.max(1, api.seconds)),
  });
  return { api, baseline };
}

async function warmCase(run: Run, call: BenchCall, bodies: CallBodies) {
  const body = await signed(call, bodies.warm, run.secret);
  const first = await probe(run.client, call, body);
  if (first.http !== 200 || first.status !== "success") return first;
  const plan = {
    url: `${run.api.url}${API_PREFIX}${call}`,
    headers: headersOf(run.client),
    bodies: [body],
    cycle: true,
    connections: CACHED_CONNECTIONS,
    seconds: WARM_UP_SECONDS,
  };
  await run.generator.run(plan);
  const figures = await measure(run, { ...plan, seconds: run.seconds }, first.bytes);
  return { ...figures, bytes: first.bytes, probeFailures: 0, distinct: 1 };
}

async function coldCase(run: Run, call: BenchCall, bodies: CallBodies) {
  const now = Math.floor(Date.now() / 1000);
  const all = await Promise.all(bodies.cold.map((fields) => signed(call, fields, run.secret, now)));
  const probes = [];
  for (const body of all.slice(0, PROBES)) probes.push(await probe(run.client, call, body));
  const answered = probes.filter((p) => p.http === 200);
  const rest = all.slice(PROBES);
  const plan = {
    url: `${run.api.url}${API_PREFIX}${call}`,
    headers: headersOf(run.client),
    bodies: rest.slice(0, Math.floor(rest.length / 4)),
    cycle: false,
    connections: UNCACHED_CONNECTIONS,
    seconds: WARM_UP_SECONDS,
  };
  const warmUp = await run.generator.run(plan);
  // Bodies still in flight when the warm-up ended were sent too: skip them.
  const measured = rest.slice(Math.min(plan.bodies.length, warmUp.requests + plan.connections));
  const bytes = Math.round(answered.reduce((sum, p) => sum + p.bytes, 0) / Math.max(1, answered.length));
  const figures = await measure(run, { ...plan, bodies: measured, seconds: run.seconds }, bytes);
  return {
    ...figures,
    bytes,
    probeFailures: probes.filter((p) => p.http !== 200 || p.status !== "success").length,
    distinct: measured.length,
  };
}

/** Every case of one engine and scale; a call that does not answer yet is reported and left out. */
async function benchServer(run: Run, engine: Engine, scale: number, bodies: Record<BenchCall, CallBodies>) {
  const figures: CaseFigures[] = [];
  const skipped: string[] = [];
  for (const call of BENCH_CALLS) {
    const warm = await warmCase(run, call, bodies[call]);
    if (!("api" in warm)) {
      const why = warm.http === 404 ? "not implemented yet" : warm.msg;
      skipped.push(`${call} on ${engine} at scale ${scale}: HTTP ${warm.http} ${warm.code} (${why})`);
      continue;
    }
    const cold = await coldCase(run, call, bodies[call]);
    const base = { engine, scale, call };
    figures.push({ ...base, cache: "cold", connections: UNCACHED_CONNECTIONS, ...cold });
    figures.push({ ...base, cache: "warm", connections: CACHED_CONNECTIONS, ...warm });
  }
  return { figures, skipped };
}

const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

function target(row: CaseFigures): string {
  if (row.cache === "warm") {
    const met = row.api.rps / row.baseline.rps >= CACHED_SHARE_TARGET;
    return `req/s >= ${CACHED_SHARE_TARGET}x static: ${met ? "met" : "missed"}`;
  }
  if (row.call === "data_info") {
    return `p99 <= ${UNCACHED_P99_TARGET_MS} ms: ${row.api.p99Ms <= UNCACHED_P99_TARGET_MS ? "met" : "missed"}`;
  }
  return "";
}

function notes(row: CaseFigures): string {
  const notes: string[] = [];
  if (row.api.failures > 0) notes.push(`${row.api.failures} failed`);
  if (row.probeFailures > 0) notes.push(`${row.probeFailures}/${PROBES} probes not success`);
  if (row.cache === "cold") {
    notes.push(
      row.api.bodiesUsedUp
        ? `all ${row.distinct} distinct bodies sent in ${fixed(row.api.seconds, 1)} s`
        : `${row.api.requests} requests, each a different body`,
    );
  }
  return notes.join("; ");
}

/** The 1-minute load averages at the start and end: above the core count, other work took CPU time too. */
interface Load {
  start: number;
  end: number;
}

function print(
  rows: CaseFigures[],
  skipped: string[],
  run: Pick<Run, "generator" | "seconds">,
  load: Load,
): void {
  console.log(`\nAPI (vs a bare node:http server answering a static body of the same size)`);
  console.log(
    [
      `  load generator: ${run.generator.description}; it shares this machine's ${availableParallelism()} CPU cores with the server under test`,
      `  cold: every request a different body (its own cache key, so every answer is computed), ${UNCACHED_CONNECTIONS} connections`,
      `  warm: the call's example body repeated (answered from the response cache), ${CACHED_CONNECTIONS} connections`,
      `  each run up to ${run.seconds} s after a ${WARM_UP_SECONDS} s warm-up; "x static" is API / static server`,
      `  1-minute load average ${fixed(load.start, 1)} before, ${fixed(load.end, 1)} after (more than ${availableParallelism()}: other processes took CPU time too)`,
    ].join("\n"),
  );
  for (const line of skipped) console.log(`  left out: ${line}`);
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      scale: r.scale,
      call: r.call,
      cache: r.cache,
      conns: r.connections,
      bytes: r.bytes,
      "req/s": Math.round(r.api.rps),
      "static req/s": Math.round(r.baseline.rps),
      "req/s x static": fixed(r.api.rps / r.baseline.rps),
      "p50 ms (x static)": `${fixed(r.api.p50Ms)} (${fixed(r.api.p50Ms / r.baseline.p50Ms, 1)})`,
      "p99 ms (x static)": `${fixed(r.api.p99Ms)} (${fixed(r.api.p99Ms / r.baseline.p99Ms, 1)})`,
      target: target(r),
      notes: notes(r),
    })),
  );
  const cold = rows.filter((r) => r.cache === "cold");
  console.log("\nUncached targets (target | figure | met/missed)");
  for (const target of queryTargetLines(cold.map((r) => ({ ...r, p99Ms: r.api.p99Ms })))) console.log(target);
  for (const engine of new Set(rows.map((r) => r.engine))) {
    const detail = rows.filter((r) => r.engine === engine && r.call === "data_info" && r.cache === "cold");
    if (detail.length === 0) continue;
    const figures = detail.map((r) => `scale ${r.scale} ${fixed(r.api.p99Ms)} ms`).join(", ");
    console.log(
      `Uncached detail call p99 at ${UNCACHED_CONNECTIONS} connections (data_info, ${engine}): ${figures}. ` +
        `Target <= ${UNCACHED_P99_TARGET_MS} ms; design goal: the same at scale 100 as at scale 1 (--scales 1,10,100).`,
    );
  }
}

/** Loads the data set on an engine, serves it and measures every call; cleans up whatever happens. */
async function benchDatabase(
  common: Omit<Run, "api" | "client">,
  engine: Engine,
  scale: number,
  files: string[],
) {
  const served = await serveDemoDatabase(engine, files);
  try {
    console.log(`API on ${engine} at scale ${scale}: measuring...`);
    const { server: api, client, bodies } = served;
    return await benchServer({ ...common, api, client }, engine, scale, bodies);
  } finally {
    await served.close();
  }
}

export async function benchApi(scales: number[], engines: Engine[], seconds: number): Promise<void> {
  const wrk = findWrk();
  const generator = wrk ? wrkLoad(wrk) : fetchLoad;
  if (!wrk) console.log("wrk is not available: using the built-in Node load generator instead");
  const secret = readConfig().signingSecret;
  const startLoad = loadavg()[0] ?? Number.NaN;
  const baseline = await startChildServer(join(REPO_ROOT, "bench/static-server.ts"));
  const rows: CaseFigures[] = [];
  const skipped: string[] = [];
  try {
    await generator.run({
      url: `${baseline.url}/1000`,
      headers: {},
      bodies: ["{}"],
      cycle: true,
      connections: CACHED_CONNECTIONS,
      seconds: WARM_UP_SECONDS,
    });
    for (const scale of scales) {
      const dir = mkdtempSync(join(tmpdir(), `match-stats-bench-api-${scale}-`));
      try {
        const files = await writeDemo(dir, { scale });
        for (const engine of engines) {
          const result = await benchDatabase({ generator, seconds, secret, baseline }, engine, scale, files);
          rows.push(...result.figures);
          skipped.push(...result.skipped);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await baseline.stop();
  }
  print(rows, skipped, { generator, seconds }, { start: startLoad, end: loadavg()[0] ?? Number.NaN });
}
