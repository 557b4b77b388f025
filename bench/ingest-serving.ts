/**
 * Ingest while serving: the server runs on an SQLite database already holding the demo data set, and the
 * same data set is ingested again by `npm run ingest` (another process, holding the write lock for the
 * whole run) while a bounded load loop sends mixed reads, analytics batches and /healthz. Reads must not
 * wait for the ingest's lock: the figures are the reads' p99 and maximum and the number of errors, and the
 * WAL file's size once the ingest is done.
 */
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { API_PREFIX, signBody } from "@match-stats/contract";
import { REPO_ROOT, readConfig } from "../apps/server/src/config.ts";
import { BENCH_CALLS } from "./api-bodies.ts";
import { serveDemoDatabase } from "./demo-database.ts";
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
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run ingest -- DIR` on the database; resolves with its exit code. */
function ingestInChild(databaseUrl: string, dir: string): Promise<number | null> {
  const child = spawn(process.execPath, [join(REPO_ROOT, "apps/server/src/cli/ingest.ts"), dir], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve) => child.once("exit", resolve));
}

const fileBytes = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function benchIngestServing(scale: number, dir: string, files: string[]): Promise<void> {
  const served = await serveDemoDatabase("sqlite", files);
  const { database, server, client, bodies } = served;
  const secret = readConfig().signingSecret;
  try {
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
        samples.push({ kind, ms: performance.now() - sent, ok });
        await sleep(PAUSE_MS);
      }
    };
    const load = (samples: Sample[], going: () => boolean) =>
      Promise.all(Array.from({ length: LOOPS }, (_, i) => loop(i, samples, going)));
    console.log(`Ingest while serving (SQLite, scale ${scale} into scale ${scale}): measuring...`);
    const baseline: Sample[] = [];
    const baselineEnd = performance.now() + BASELINE_SECONDS * 1000;
    await load(baseline, () => performance.now() < baselineEnd);

    const samples: Sample[] = [];
    let ingesting = true;
    const deadline = performance.now() + MAX_SECONDS * 1000;
    const started = performance.now();
    const loading = load(samples, () => ingesting && performance.now() < deadline);
    const exitCode = await ingestInChild(database.url, dir);
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

interface RunFacts {
  scale: number;
  exitCode: number | null;
  ingestSeconds: number;
  walBytes: number;
  databaseBytes: number;
}

function print(baseline: readonly Sample[], samples: readonly Sample[], run: RunFacts): void {
  const figures = (kinds: readonly Kind[], from = samples) => {
    const chosen = from.filter((s) => kinds.includes(s.kind));
    const ms = chosen.map((s) => s.ms).sort((a, b) => a - b);
    return {
      requests: chosen.length,
      errors: chosen.filter((s) => !s.ok).length,
      "p50 ms": Number(quantile(ms, 0.5).toFixed(2)),
      "p99 ms": Number(quantile(ms, 0.99).toFixed(2)),
      "max ms": Number((ms.at(-1) ?? Number.NaN).toFixed(2)),
    };
  };
  const reads = figures(["read", "healthz"]);
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
    "of which /healthz": figures(["healthz"]),
    analytics_events: figures(["analytics"]),
  });
  const met = reads["p99 ms"] < READ_P99_TARGET_MS && errors === 0;
  console.log(
    `Read p99 ${reads["p99 ms"]} ms, max ${reads["max ms"]} ms, ${errors} error(s) in all; ` +
      `target read p99 < ${READ_P99_TARGET_MS} ms, 0 errors: ${met ? "met" : "missed"}`,
  );
}
