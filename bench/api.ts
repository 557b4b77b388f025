/**
 * API benchmark: requests per second, p50/p99 latency and CPU time per request of search, match_data and
 * data_info, each with the response cache cold (every request a different body) and warm (one body
 * repeated), asking for compressed answers as a browser does. A warm run is set beside a reference serving
 * the same answer as a static file in the same run: nginx when it is installed (the very bytes the API sent,
 * with their Content-Encoding), else a bare `node:http` server answering a body of the same size. Beside
 * nginx a one-process warm run also measures that bare `node:http` server: the floor of any Node server on
 * this machine, which says how much of a miss of the cached target is Node's own. The API
 * server runs as a child process (`scripts/start.ts`) on a fresh database holding the demo data set at each
 * scale, with each WORKERS count asked for (warm runs only beyond the first).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { API_PREFIX, signBody } from "@match-stats/contract";
import { REPO_ROOT, readConfig } from "@match-stats/server/config";
import type { Engine } from "@match-stats/server/db/connect";
import { writeDemo } from "@match-stats/server/demo/write";
import { ApiClient } from "@match-stats/server/test-support/api-client";
import { BENCH_CALLS, type BenchCall, type CallBodies } from "./api-bodies.ts";
import { type ChildServer, startChildServer } from "./child-server.ts";
import { serveDemoDatabase, startDemoServer } from "./demo-database.ts";
import { fetchLoad } from "./load-fetch.ts";
import { type LoadFigures, type LoadGenerator, type LoadPlan, mergeFigures } from "./load-generator.ts";
import { findWrk, wrkLoad } from "./load-wrk.ts";
import { findNginx, startNginx } from "./nginx-server.ts";
import { cpuMicros } from "./process-cpu.ts";
import { queryTargets } from "./query-targets.ts";
import { printTargets, type TargetRow } from "./targets.ts";

/** Options of `npm run bench` that this benchmark reads. */
export const API_BENCH_OPTIONS = {
  seconds: { type: "string", default: "8" },
  workers: { type: "string", default: "1,2" },
  /** Some of the calls only (`-- --calls leaders`), for a run about one call. */
  calls: { type: "string", default: BENCH_CALLS.join(",") },
} as const;

const CACHED_CONNECTIONS = 50;
const UNCACHED_CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
/** Cold bodies posted one by one first, to check the answers and take their mean size. */
const PROBES = 40;
/** What a browser's fetch sends. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** Targets, printed beside the figures. */
const CACHED_SHARE_TARGET = 0.6;
/** The largest match_data the web app asks for: eight matches side by side. */
const WIDEST_MATCH_DATA = 8;

type Cache = "cold" | "warm";

interface Measured {
  figures: LoadFigures;
  /** Server CPU time per completed request (NaN without /proc). */
  cpuUs: number;
}

interface CaseFigures {
  engine: Engine;
  scale: number;
  workers: number;
  call: BenchCall;
  cache: Cache;
  connections: number;
  /** Answer bytes: on the wire for a warm run, the mean decoded size of the probes for a cold one. */
  bytes: number;
  encoding: string;
  api: Measured;
  /** The static reference, warm runs only. */
  reference?: Measured;
  referenceName?: string;
  /** A bare node:http server answering as many bytes, beside nginx: one-process warm runs only. */
  nodeFloor?: Measured;
  /** Probes (cold) that did not answer success. */
  probeFailures: number;
  /** Distinct bodies the cold run had. */
  distinct: number;
  /** Times a cold run's bodies started over under a new data version. */
  renewals: number;
}

/** The static server a warm run is set beside. */
interface Reference {
  readonly description: string;
  readonly pid: number;
  /** A URL answering these bytes (nginx) or as many (node:http). */
  url(body: Buffer, encoding: string | undefined): string;
  stop(): Promise<void>;
}

interface Run {
  generator: LoadGenerator;
  seconds: number;
  secret: string;
  calls: readonly BenchCall[];
  api: ChildServer;
  reference: Reference;
  /** The bare node:http server, when the reference is nginx and the API runs one process. */
  nodeFloor?: Reference;
  client: ApiClient;
  /** Moves the database's data version on and waits until the server has seen it (its cache dropped). */
  newDataVersion(): Promise<void>;
}

const headersOf = (client: ApiClient) => ({
  "content-type": "application/json",
  cookie: `csrftoken=${client.csrfToken}`,
  "x-csrftoken": client.csrfToken,
  "accept-encoding": ACCEPT_ENCODING,
});

/** Posts a signed body as the web app does; answers the HTTP status, envelope and decoded size. */
async function probe(client: ApiClient, call: BenchCall, body: string) {
  const response = await client.post(call, {}, { rawBody: body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const envelope = JSON.parse(bytes.toString()) as { status: string; code: string | number; msg: string };
  return { http: response.status, ...envelope, bytes: bytes.length };
}

/** A body ready to post, signed now (the server accepts it for SIGNATURE_WINDOW_SECONDS). */
const signed = async (call: BenchCall, fields: Record<string, unknown>, secret: string, now?: number) =>
  JSON.stringify(await signBody(`${API_PREFIX}${call}`, fields, secret, now));

async function measureCpu(pid: number, load: () => Promise<LoadFigures>): Promise<Measured> {
  const before = cpuMicros(pid);
  const figures = await load();
  return { figures, cpuUs: (cpuMicros(pid) - before) / figures.requests };
}

async function warmCase(run: Run, call: BenchCall, bodies: CallBodies) {
  const body = await signed(call, bodies.warm, run.secret);
  const first = await probe(run.client, call, body);
  if (first.http !== 200 || first.status !== "success") return first;
  // Asked twice, the answer is kept; the third ask is a hit, in the coding the runs will get.
  await run.client.postRaw(call, body, { "accept-encoding": ACCEPT_ENCODING });
  const wire = await run.client.postRaw(call, body, { "accept-encoding": ACCEPT_ENCODING });
  const encoding = wire.headers["content-encoding"] as string | undefined;
  const plan = {
    url: `${run.api.url}${API_PREFIX}${call}`,
    headers: headersOf(run.client),
    bodies: [body],
    cycle: true,
    connections: CACHED_CONNECTIONS,
    seconds: WARM_UP_SECONDS,
  };
  await run.generator.run(plan);
  const api = await measureCpu(run.api.pid, () => run.generator.run({ ...plan, seconds: run.seconds }));
  const beside = (server: Reference) =>
    measureCpu(server.pid, () =>
      run.generator.run({
        ...plan,
        url: server.url(wire.bytes, encoding),
        seconds: Math.min(run.seconds, Math.max(1, api.figures.seconds)),
      }),
    );
  const reference = await beside(run.reference);
  const nodeFloor = run.nodeFloor && (await beside(run.nodeFloor));
  return {
    api,
    reference,
    referenceName: run.reference.description,
    ...(nodeFloor && { nodeFloor }),
    bytes: wire.bytes.length,
    encoding: encoding ?? "none",
    probeFailures: 0,
    distinct: 1,
    renewals: 0,
  };
}

/**
 * The cold bodies in order, from where the last run stopped. Once every body has been asked, the data
 * version is moved on (as an ingest does) and they start over: the server drops its cache, so each is
 * computed again. A call with few distinct requests (head_to_head at scale 1 has 1,662) is then measured
 * for as long as one with many, instead of over the fraction of a second its bodies last.
 */
class ColdPool {
  private next = 0;
  /** Times the bodies started over. */
  renewals = 0;

  readonly bodies: readonly string[];
  private readonly renew: () => Promise<void>;

  constructor(bodies: readonly string[], renew: () => Promise<void>) {
    this.bodies = bodies;
    this.renew = renew;
  }

  /** Sends bodies for `seconds` (at least one run), over them again as often as the time allows. */
  async run(run: Run, plan: LoadPlan, seconds: number): Promise<Measured> {
    const runs: Measured[] = [];
    for (let left = seconds; runs.length === 0 || left >= MIN_RUN_SECONDS; ) {
      if (this.next >= this.bodies.length) {
        await this.renew();
        this.renewals++;
        this.next = 0;
      }
      const bodies = this.bodies.slice(this.next);
      const measured = await measureCpu(run.api.pid, () =>
        run.generator.run({ ...plan, bodies, seconds: left }),
      );
      runs.push(measured);
      left -= measured.figures.seconds;
      // Bodies still in flight when a run ended were sent too: skip them.
      this.next += measured.figures.bodiesUsedUp
        ? bodies.length
        : measured.figures.requests + plan.connections;
      if (!measured.figures.bodiesUsedUp) break;
    }
    const figures = mergeFigures(runs.map((measured) => measured.figures));
    const cpu = runs.reduce((sum, measured) => sum + measured.cpuUs * measured.figures.requests, 0);
    return { figures, cpuUs: cpu / figures.requests };
  }
}

/** A run shorter than this is not started (wrk runs whole seconds). */
const MIN_RUN_SECONDS = 0.5;

async function coldCase(run: Run, call: BenchCall, bodies: CallBodies) {
  const now = Math.floor(Date.now() / 1000);
  const all = await Promise.all(bodies.cold.map((fields) => signed(call, fields, run.secret, now)));
  const probes = [];
  for (const body of all.slice(0, PROBES)) probes.push(await probe(run.client, call, body));
  const answered = probes.filter((p) => p.http === 200);
  const plan: LoadPlan = {
    url: `${run.api.url}${API_PREFIX}${call}`,
    headers: headersOf(run.client),
    bodies: [],
    cycle: false,
    connections: UNCACHED_CONNECTIONS,
    seconds: WARM_UP_SECONDS,
  };
  const pool = new ColdPool(all.slice(PROBES), run.newDataVersion);
  await pool.run(run, plan, WARM_UP_SECONDS);
  const renewedInWarmUp = pool.renewals;
  const api = await pool.run(run, plan, run.seconds);
  return {
    api,
    bytes: Math.round(answered.reduce((sum, p) => sum + p.bytes, 0) / Math.max(1, answered.length)),
    encoding: "(decoded)",
    probeFailures: probes.filter((p) => p.http !== 200 || p.status !== "success").length,
    distinct: pool.bodies.length,
    renewals: pool.renewals - renewedInWarmUp,
  };
}

/** Every case of one server; a call that does not answer yet is reported and left out. */
async function benchServer(
  run: Run,
  base: { engine: Engine; scale: number; workers: number },
  bodies: Record<BenchCall, CallBodies>,
  withCold: boolean,
) {
  const figures: CaseFigures[] = [];
  const skipped: string[] = [];
  for (const call of run.calls) {
    const warm = await warmCase(run, call, bodies[call]);
    if (!("api" in warm)) {
      const why = warm.http === 404 ? "not implemented yet" : warm.msg;
      skipped.push(
        `${call} on ${base.engine} at scale ${base.scale}: HTTP ${warm.http} ${warm.code} (${why})`,
      );
      continue;
    }
    if (withCold) {
      const cold = await coldCase(run, call, bodies[call]);
      figures.push({ ...base, call, cache: "cold", connections: UNCACHED_CONNECTIONS, ...cold });
    }
    figures.push({ ...base, call, cache: "warm", connections: CACHED_CONNECTIONS, ...warm });
  }
  return { figures, skipped };
}

/** The 8-match match_data's bytes on the wire as it is, in brotli and in gzip. */
async function widestMatchData(client: ApiClient, secret: string, bodies: CallBodies) {
  const ids = new Set(bodies.cold.flatMap((fields) => (fields.match_ids as number[]).slice(0, 1)));
  const matchIds = [...ids].sort((a, b) => a - b).slice(0, WIDEST_MATCH_DATA);
  const body = await signed("match_data", { match_ids: matchIds }, secret);
  const size = async (acceptEncoding: string) => {
    const answer = await client.postRaw("match_data", body, { "accept-encoding": acceptEncoding });
    return { bytes: answer.bytes.length, encoding: String(answer.headers["content-encoding"] ?? "none") };
  };
  return {
    identity: await size("identity"),
    br: await size(ACCEPT_ENCODING),
    gzip: await size("gzip"),
    matches: matchIds.length,
  };
}

const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "-");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function notes(row: CaseFigures): string {
  const notes: string[] = [];
  if (row.api.figures.failures > 0) notes.push(`${row.api.figures.failures} failed`);
  if (row.probeFailures > 0) notes.push(`${row.probeFailures}/${PROBES} probes not success`);
  if (row.cache === "cold") {
    notes.push(
      row.renewals > 0
        ? `${row.distinct} distinct bodies, sent ${row.renewals + 1} times under new data versions`
        : `${row.api.figures.requests} requests, each a different body`,
    );
  }
  return notes.join("; ");
}

/** The 1-minute load averages at the start and end: above the core count, other work took CPU time too. */
interface Load {
  start: number;
  end: number;
}

type Widest = Awaited<ReturnType<typeof widestMatchData>> & { engine: Engine; scale: number };

function print(
  rows: CaseFigures[],
  skipped: string[],
  run: Pick<Run, "generator" | "seconds">,
  load: Load,
  widest: Widest[],
): void {
  console.log("\nAPI (warm runs beside a static reference serving the same answer in the same run)");
  console.log(
    [
      `  load generator: ${run.generator.description}; it shares this machine's ${availableParallelism()} CPU cores with the server under test`,
      `  every request asks for "${ACCEPT_ENCODING}" as a browser does; bytes are on the wire for warm runs`,
      `  cold: every request a different body (its own cache key, so every answer is computed), ${UNCACHED_CONNECTIONS} connections, 1 worker`,
      `  warm: the call's example body repeated (answered from the response cache), ${CACHED_CONNECTIONS} connections`,
      `  each run up to ${run.seconds} s after a ${WARM_UP_SECONDS} s warm-up; "x ref" is API / reference; CPU us/req is the server's (all its processes)`,
      `  1-minute load average ${fixed(load.start, 1)} before, ${fixed(load.end, 1)} after (more than ${availableParallelism()}: other processes took CPU time too)`,
    ].join("\n"),
  );
  for (const line of skipped) console.log(`  left out: ${line}`);
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      scale: r.scale,
      workers: r.workers,
      call: r.call,
      cache: r.cache,
      conns: r.connections,
      bytes: r.bytes,
      coding: r.encoding,
      "req/s": Math.round(r.api.figures.rps),
      "CPU us/req": Math.round(r.api.cpuUs),
      "ref req/s": r.reference ? Math.round(r.reference.figures.rps) : "-",
      "ref CPU us/req": r.reference ? Math.round(r.reference.cpuUs) : "-",
      "req/s x ref": r.reference ? fixed(r.api.figures.rps / r.reference.figures.rps) : "-",
      "node:http x ref":
        r.reference && r.nodeFloor ? fixed(r.nodeFloor.figures.rps / r.reference.figures.rps) : "-",
      "p50 ms": fixed(r.api.figures.p50Ms),
      "p99 ms": fixed(r.api.figures.p99Ms),
      notes: notes(r),
    })),
  );
  const targets: TargetRow[] = [];
  for (const r of rows) {
    if (!r.reference) continue;
    const at = `${r.engine}, scale ${r.scale}, ${r.workers} worker${r.workers > 1 ? "s" : ""}`;
    const share = r.api.figures.rps / r.reference.figures.rps;
    targets.push({
      target: `cached ${r.call} req/s >= ${CACHED_SHARE_TARGET} x ${r.referenceName} (${at})`,
      figure: `${fixed(share)} (${Math.round(r.api.figures.rps)} vs ${Math.round(r.reference.figures.rps)} req/s; CPU ${Math.round(r.api.cpuUs)} vs ${Math.round(r.reference.cpuUs)} us/req${floorNote(r.nodeFloor, r.reference)})`,
      met: share >= CACHED_SHARE_TARGET,
    });
  }
  // The uncached targets are the queries' own: measured with the fewest workers, one figure per scale.
  const fewest = Math.min(...rows.map((r) => r.workers));
  targets.push(
    ...queryTargets(
      rows
        .filter((r) => r.cache === "cold" && r.workers === fewest)
        .map((r) => ({ ...r, p99Ms: r.api.figures.p99Ms })),
    ),
  );
  for (const w of widest) {
    targets.push({
      target: `${w.matches}-match match_data compressed when the client accepts it (${w.engine}, scale ${w.scale})`,
      figure: `${kb(w.identity.bytes)} as it is, ${kb(w.br.bytes)} ${w.br.encoding}, ${kb(w.gzip.bytes)} ${w.gzip.encoding}`,
      met: w.br.encoding === "br" && w.gzip.encoding === "gzip" && w.br.bytes < w.identity.bytes,
    });
  }
  printTargets("API", targets);
}

/** What a bare node:http server reached in the same run, for the target's figure. */
const floorNote = (floor: Measured | undefined, reference: Measured): string =>
  floor
    ? `; a bare node:http server: ${fixed(floor.figures.rps / reference.figures.rps)}, CPU ${Math.round(floor.cpuUs)} us/req`
    : "";

/** A bare node:http server answering as many bytes as asked (bench/static-server.ts). */
async function startNodeServer(description: string): Promise<Reference> {
  const server = await startChildServer([join(REPO_ROOT, "bench/static-server.ts")]);
  return {
    description,
    pid: server.pid,
    url: (body) => `${server.url}/${body.length}`,
    stop: () => server.stop(),
  };
}

/**
 * The reference of the warm runs: nginx with as many workers as the API when found, and beside it for one
 * process the bare node:http server; else that server alone as the reference.
 */
async function startReferences(workers: number): Promise<{ reference: Reference; nodeFloor?: Reference }> {
  const nginx = findNginx();
  if (!nginx)
    return {
      reference: await startNodeServer("a bare node:http server answering as many bytes (nginx not found)"),
    };
  const server = await startNginx(nginx, workers);
  const reference: Reference = {
    description: `nginx (${workers} worker${workers > 1 ? "s" : ""}) serving the same bytes`,
    pid: server.pid,
    url: (body, encoding) => server.serve(body, encoding),
    stop: () => server.stop(),
  };
  if (workers > 1) return { reference };
  return { reference, nodeFloor: await startNodeServer("a bare node:http server answering as many bytes") };
}

/** Loads the data set on an engine, serves it with each worker count and measures every call. */
async function benchDatabase(
  common: Pick<Run, "generator" | "seconds" | "secret" | "calls">,
  engine: Engine,
  scale: number,
  files: string[],
  workerCounts: number[],
) {
  const served = await serveDemoDatabase(engine, files);
  const figures: CaseFigures[] = [];
  const skipped: string[] = [];
  try {
    const widest = {
      engine,
      scale,
      ...(await widestMatchData(served.client, common.secret, served.bodies.match_data)),
    };
    for (const [index, workers] of workerCounts.entries()) {
      console.log(`API on ${engine} at scale ${scale} with ${workers} worker(s): measuring...`);
      const api =
        index === 0 && workers === 1
          ? served.server
          : await startDemoServer(served.database.url, { WORKERS: String(workers) });
      const { reference, nodeFloor } = await startReferences(workers);
      try {
        const client = api === served.server ? served.client : await new ApiClient(api.url).init();
        const newDataVersion = () => served.newDataVersion(api.url, workers);
        const run = { ...common, api, client, reference, ...(nodeFloor && { nodeFloor }), newDataVersion };
        const result = await benchServer(run, { engine, scale, workers }, served.bodies, index === 0);
        figures.push(...result.figures);
        skipped.push(...result.skipped);
      } finally {
        await reference.stop();
        await nodeFloor?.stop();
        if (api !== served.server) await api.stop();
      }
    }
    return { figures, skipped, widest };
  } finally {
    await served.close();
  }
}

export async function benchApi(
  scales: number[],
  engines: Engine[],
  seconds: number,
  workerCounts: number[],
  calls: readonly BenchCall[] = BENCH_CALLS,
): Promise<void> {
  const wrk = findWrk();
  const generator = wrk ? wrkLoad(wrk) : fetchLoad;
  if (!wrk) console.log("wrk is not available: using the built-in Node load generator instead");
  const secret = readConfig().signingSecret;
  const startLoad = loadavg()[0] ?? Number.NaN;
  const rows: CaseFigures[] = [];
  const skipped: string[] = [];
  const widest: Widest[] = [];
  for (const scale of scales) {
    const dir = mkdtempSync(join(tmpdir(), `match-stats-bench-api-${scale}-`));
    try {
      const files = await writeDemo(dir, { scale });
      for (const engine of engines) {
        const result = await benchDatabase(
          { generator, seconds, secret, calls },
          engine,
          scale,
          files,
          workerCounts,
        );
        rows.push(...result.figures);
        skipped.push(...result.skipped);
        widest.push(result.widest);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  print(rows, skipped, { generator, seconds }, { start: startLoad, end: loadavg()[0] ?? Number.NaN }, widest);
}
