/**
 * `npm run bench`: prints figures, never fails on a time. `-- --scales 1,10` picks the scales,
 * `-- --engines sqlite,postgres` the engines (PostgreSQL is left out with a note when unreachable),
 * `-- --workers 1,2` the API server's process counts, `-- --only ingest`, `-- --only api`,
 * `-- --only serving`, `-- --only live`, `-- --only web`, `-- --only lighthouse` or `-- --only faults` one
 * benchmark, `-- --seconds 8` the length of each API run, `-- --calls leaders` some of the API calls only. `serving` (an ingest while serving, SQLite) and
 * `live` (one match loaded while serving, each engine) run at the largest scale.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Engine } from "@match-stats/server/db/connect";
import { writeDemo } from "@match-stats/server/demo/write";
import { PG_ADMIN_URL } from "@match-stats/server/test-support/databases";
import pg from "pg";
import { API_BENCH_OPTIONS, benchApi } from "./api.ts";
import type { BenchCall } from "./api-bodies.ts";
import { benchIngest, type IngestFigures } from "./ingest.ts";
import { benchIngestServing, benchLiveMatch } from "./ingest-serving.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchPgFaults } from "./pg-faults.ts";
import { benchWeb } from "./web.ts";

const { values } = parseArgs({
  options: {
    scales: { type: "string", default: "1,10" },
    engines: { type: "string", default: "sqlite,postgres" },
    only: { type: "string" },
    ...API_BENCH_OPTIONS,
  },
});
const scales = values.scales.split(",").map(Number);
let engines = values.engines.split(",") as Engine[];

if (engines.includes("postgres")) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    console.log(`PostgreSQL left out: cannot connect to ${PG_ADMIN_URL} (${String(error)})`);
    engines = engines.filter((e) => e !== "postgres");
  }
}

/** The ingest rate targets, in player results a second. */
const INGEST_RATE_TARGETS: Record<Engine, number> = { sqlite: 25_000, postgres: 15_000 };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rows: IngestFigures[] = [];
for (const scale of values.only === undefined || values.only === "ingest" ? scales : []) {
  const dir = mkdtempSync(join(tmpdir(), `match-stats-bench-${scale}-`));
  const started = performance.now();
  const files = await writeDemo(dir, { scale });
  console.log(
    `demo scale ${scale}: ${files.length} files written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const engine of engines) {
    const figures = await benchIngest(engine, scale, files);
    rows.push(figures);
    console.log(
      `  ingest on ${engine}: ${figures.seconds.toFixed(1)} s, database ${mb(figures.databaseBytes)}`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}

if (rows.length > 0) {
  console.log("\nIngest");
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      scale: r.scale,
      files: r.files,
      input: mb(r.inputBytes),
      games: r.games,
      "player results": r.playerResults,
      "ingest s": Number(r.seconds.toFixed(2)),
      "player results/s": Math.round(r.playerResults / r.seconds),
      database: mb(r.databaseBytes),
    })),
  );
  console.log("\nIngest: seconds in each phase");
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      scale: r.scale,
      ...Object.fromEntries(Object.entries(r.phases).map(([phase, s]) => [phase, Number(s.toFixed(2))])),
    })),
  );
  for (const r of rows) {
    const rate = Math.round(r.playerResults / r.seconds);
    const target = INGEST_RATE_TARGETS[r.engine];
    // The rate the engine's own writing of the run's rows would allow, were nothing else done.
    const ceiling = Math.round(r.playerResults / r.floor.seconds);
    console.log(
      `ingest ${r.engine} scale ${r.scale} >= ${target.toLocaleString("en")} player results/s | ${rate.toLocaleString("en")}/s (the engine alone writes the run's ${r.floor.rows.toLocaleString("en")} rows in ${r.floor.seconds.toFixed(1)} s: at most ${ceiling.toLocaleString("en")}/s) | ${rate >= target ? "met" : "missed"}`,
    );
  }
}
if (values.only === undefined || values.only === "api")
  await benchApi(
    scales,
    engines,
    Number(values.seconds),
    values.workers.split(",").map(Number),
    values.calls.split(",") as BenchCall[],
  );
if (values.only === undefined || values.only === "serving") {
  const scale = Math.max(...scales);
  const dir = mkdtempSync(join(tmpdir(), `match-stats-bench-serving-${scale}-`));
  try {
    await benchIngestServing(scale, dir, await writeDemo(dir, { scale }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (values.only === undefined || values.only === "live") {
  const scale = Math.max(...scales);
  for (const engine of engines) {
    const dir = mkdtempSync(join(tmpdir(), `match-stats-bench-live-${scale}-`));
    try {
      await benchLiveMatch(engine, scale, await writeDemo(dir, { scale }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
if (values.only === undefined || values.only === "web") await benchWeb();
if (values.only === undefined || values.only === "lighthouse") await benchLighthouse();
if ((values.only === undefined && engines.includes("postgres")) || values.only === "faults")
  await benchPgFaults();
