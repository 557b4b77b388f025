/**
 * Ingest while serving: the server runs on an SQLite database already holding the demo data set, and the
 * same data set is ingested again by `npm run ingest` (another process, holding the write lock for the
 * whole run) while a bounded load loop sends mixed reads, analytics batches and /healthz. Reads must not
 * wait for the ingest's lock: the figures are the reads' p99 and maximum and the number of errors, and the
 * WAL file's size once the ingest is done. The live-event case: one match loaded into such a database
 * (on either engine) while the same load runs, its load time and the reads' p99 while it is written.
 */
import { spawn } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { API_PREFIX, signBody } from "@match-stats/contract";
import { REPO_ROOT, readConfig } from "@match-stats/server/config";
import type { Engine } from "@match-stats/server/db/connect";
import type { IngestFileInput } from "@match-stats/server/ingest/format";
import { BENCH_CALLS } from "./api-bodies.ts";
import { type ServedDemo, serveDemoDatabase } from "./demo-database.ts";
import { quantile } from "./load-generator.ts";

const LOOPS = 4;
/** A pause between one loop's requests: a busy site, not a saturating load generator. */
const PAUSE_MS = 5;
/** The same load without an ingest first, for this machine's figures at rest. */
const BASELINE_SECONDS = 10;
/** The load stops when the ingest ends, or after this at the latest. */
const MAX_SECONDS = 300;
const READ_P99_TARGET_MS = 50;
const ANALYTICS_BATCH = [
  { name: "page_view", route: "seasonEvent" },
  { name: "search", category: "team", term_count: 1 },
  { name: "dialog_open", title: "Weapon Stats" },
];

type Kind = "read" | "healthz" | "analytics";

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
  /** performance.now() when the request was sent and when its answer was read. */
  sent: number;
  done: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface IngestRun {
  exitCode: number | null;
  /** The run's own time, as the CLI prints it (node's start-up left out). */
  ingestSeconds: number;
  /** When the CLI said it started writing, and when it exited (performance.now()). */
  writingAt: number;
  exitAt: number;
}

/** `npm run ingest -- PATH...` on the database, in another process. */
function ingestInChild(databaseUrl: string, paths: string[]): Promise<IngestRun> {
  const child = spawn(process.execPath, [join(REPO_ROOT, "apps/server/src/cli/ingest.ts"), ...paths], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  let writingAt = Number.NaN;
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (Number.isNaN(writingAt) && output.includes("; writing")) writingAt = performance.now();
  });
  return new Promise((resolve) =>
    child.once("exit", (exitCode) => {
      const seconds = / in ([\d.]+) s;/.exec(output)?.[1];
      resolve({ exitCode, ingestSeconds: Number(seconds), writingAt, exitAt: performance.now() });
    }),
  );
}

const fileBytes = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The bounded read load on a served demo: `run(samples, going)` sends until `going()` turns false. */
function readLoad(served: ServedDemo): (samples: Sample[], going: () => boolean) => Promise<void> {
  const { server, client, bodies } = served;
  const secret = readConfig().signingSecret;
  const headers = {
    "content-type": "application/json",
    cookie: `csrftoken=${client.csrfToken}`,
    "x-csrftoken": client.csrfToken,
  };
  const post = async (call: string, fields: Record<string, unknown>) => {
    const path = `${API_PREFIX}${call}`;
    const body = JSON.stringify(await signBody(path, fields, secret));
    return fetch(`${server.url}${path}`, { method: "POST", headers, body });
  };
  let next = 0;
  /** One loop in turn: a read of each bench call (a different body each time), analytics, /healthz. */
  const loop = async (offset: number, samples: Sample[], going: () => boolean) => {
    for (let step = offset; going(); step++) {
      const slot = step % (BENCH_CALLS.length + 2);
      const call = BENCH_CALLS[slot];
      const kind: Kind = call ? "read" : slot === BENCH_CALLS.length ? "analytics" : "healthz";
      const sent = performance.now();
      let ok = false;
      try {
        const response =
          kind === "healthz"
            ? await fetch(`${server.url}/healthz`)
            : call
              ? await post(call, bodies[call].cold[next++ % bodies[call].cold.length] ?? {})
              : await post("analytics_events", { events: ANALYTICS_BATCH });
        await response.arrayBuffer();
        ok = response.status === 200;
      } catch {
        ok = false;
      }
      const done = performance.now();
      samples.push({ kind, ms: done - sent, ok, sent, done });
      await sleep(PAUSE_MS);
    }
  };
  return async (samples, going) => {
    await Promise.all(Array.from({ length: LOOPS }, (_, i) => loop(i, samples, going)));
  };
}

/** The same load for BASELINE_SECONDS without any ingest: this machine's figures at rest. */
async function baselineOf(load: ReturnType<typeof readLoad>): Promise<Sample[]> {
  const baseline: Sample[] = [];
  const end = performance.now() + BASELINE_SECONDS * 1000;
  await load(baseline, () => performance.now() < end);
  return baseline;
}

export async function benchIngestServing(scale: number, dir: string, files: string[]): Promise<void> {
  const served = await serveDemoDatabase("sqlite", files);
  const { database } = served;
  try {
    const load = readLoad(served);
    console.log(`Ingest while serving (SQLite, scale ${scale} into scale ${scale}): measuring...`);
    const baseline = await baselineOf(load);

    const samples: Sample[] = [];
    let ingesting = true;
    const deadline = performance.now() + MAX_SECONDS * 1000;
    const started = performance.now();
    const loading = load(samples, () => ingesting && performance.now() < deadline);
    const { exitCode } = await ingestInChild(database.url, [dir]);
    const ingestSeconds = (performance.now() - started) / 1000;
    ingesting = false;
    await loading;
    print(baseline, samples, {
      scale,
      exitCode,
      ingestSeconds,
      walBytes: fileBytes(`${database.url}-wal`),
      databaseBytes: fileBytes(database.url),
    });
  } finally {
    await served.close();
  }
}

/** Times the live match is loaded (the first time new, then replacing itself). */
const LIVE_LOADS = 5;
const LIVE_SECONDS_TARGET = 1;

/**
 * The live-event case: a match loaded into a database already holding the demo data set at `scale`, with
 * the read load running. The match is the last one of the data set, left out of the database's load.
 */
export async function benchLiveMatch(engine: Engine, scale: number, files: string[]): Promise<void> {
  const last = files.at(-1);
  if (!last) throw new Error("the demo data set has no files");
  const data = JSON.parse(readFileSync(last, "utf8")) as IngestFileInput;
  const match = data.matches?.pop();
  if (!match) throw new Error(`${last} has no match`);
  writeFileSync(last, JSON.stringify(data));
  const liveFile = join(dirname(last), "live-match.json");
  writeFileSync(liveFile, JSON.stringify({ format_version: data.format_version, matches: [match] }));

  const served = await serveDemoDatabase(engine, files);
  try {
    const load = readLoad(served);
    console.log(`Live match (${engine}, one match into scale ${scale}, ${LIVE_LOADS} times): measuring...`);
    const baseline = await baselineOf(load);
    const samples: Sample[] = [];
    let ingesting = true;
    const loading = load(samples, () => ingesting);
    const runs: IngestRun[] = [];
    for (let i = 0; i < LIVE_LOADS; i++) runs.push(await ingestInChild(served.database.url, [liveFile]));
    ingesting = false;
    await loading;
    // Reads that overlapped a run's writing (from its "writing" line to its exit).
    const during = samples.filter((s) => runs.some((r) => s.sent < r.exitAt && s.done > r.writingAt));
    const loadSeconds = runs.map((r) => r.ingestSeconds).sort((a, b) => a - b);
    const worst = loadSeconds.at(-1) ?? Number.NaN;
    const reads = figures(["read", "healthz"], during);
    const rest = figures(["read", "healthz"], baseline);
    console.log(
      `\nLive match on ${engine}: ${match.games.length} game(s) into a scale-${scale} database, ` +
        `exit codes ${runs.map((r) => r.exitCode).join(", ")}; load times ${loadSeconds.map((s) => s.toFixed(2)).join(", ")} s ` +
        `(the CLI's own figure, without starting node); 1-minute load average ${(loadavg()[0] ?? Number.NaN).toFixed(1)}`,
    );
    console.table({ [`no ingest (${BASELINE_SECONDS} s)`]: rest, "while a match was being written": reads });
    const errors = during.filter((s) => !s.ok).length;
    console.log(
      [
        `one match into scale ${scale} (${engine}) <= ${LIVE_SECONDS_TARGET} s | ${worst.toFixed(2)} s (slowest of ${LIVE_LOADS}) | ${worst <= LIVE_SECONDS_TARGET ? "met" : "missed"}`,
        `readers' p99 while it is written (${engine}) < ${READ_P99_TARGET_MS} ms, 0 errors | ${reads["p99 ms"]} ms (at rest ${rest["p99 ms"]} ms), ${errors} error(s) | ${reads["p99 ms"] < READ_P99_TARGET_MS && errors === 0 ? "met" : "missed"}`,
      ].join("\n"),
    );
  } finally {
    await served.close();
  }
}

interface RunFacts {
  scale: number;
  exitCode: number | null;
  ingestSeconds: number;
  walBytes: number;
  databaseBytes: number;
}

function figures(kinds: readonly Kind[], from: readonly Sample[]) {
  const chosen = from.filter((s) => kinds.includes(s.kind));
  const ms = chosen.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: chosen.length,
    errors: chosen.filter((s) => !s.ok).length,
    "p50 ms": Number(quantile(ms, 0.5).toFixed(2)),
    "p99 ms": Number(quantile(ms, 0.99).toFixed(2)),
    "max ms": Number((ms.at(-1) ?? Number.NaN).toFixed(2)),
  };
}

function print(baseline: readonly Sample[], samples: readonly Sample[], run: RunFacts): void {
  const reads = figures(["read", "healthz"], samples);
  const errors = samples.filter((s) => !s.ok).length;
  const load = loadavg()[0] ?? Number.NaN;
  console.log(
    [
      `\nIngest while serving (SQLite): a scale-${run.scale} ingest into a database holding scale ${run.scale}, ` +
        `${LOOPS} request loops (${BENCH_CALLS.join(", ")} with a different body each time, analytics_events, /healthz)`,
      `  ingest exit code ${run.exitCode} after ${run.ingestSeconds.toFixed(1)} s; ` +
        `afterwards the WAL is ${mb(run.walBytes)} beside a ${mb(run.databaseBytes)} database`,
      `  1-minute load average ${load.toFixed(1)} at the end (more than ${availableParallelism()}: other processes took CPU time too)`,
    ].join("\n"),
  );
  console.table({
    [`no ingest (${BASELINE_SECONDS} s): reads and /healthz`]: figures(["read", "healthz"], baseline),
    "during the ingest: reads and /healthz": reads,
    "of which /healthz": figures(["healthz"], samples),
    analytics_events: figures(["analytics"], samples),
  });
  const met = reads["p99 ms"] < READ_P99_TARGET_MS && errors === 0;
  console.log(
    `Read p99 ${reads["p99 ms"]} ms, max ${reads["max ms"]} ms, ${errors} error(s) in all; ` +
      `target read p99 < ${READ_P99_TARGET_MS} ms, 0 errors: ${met ? "met" : "missed"}`,
  );
}
