/**
 * `npm test`: format and lint, typecheck, then every test suite. Finds or starts what the suites need
 * (PostgreSQL) and says plainly what it had to skip and why. Ends with the time each part took and a
 * "N passed, N failed" line.
 *
 * `npm run test:quick` (`--quick`): the same checks but the OpenAPI linters, and the unit and API suites on
 * SQLite alone (the fuzz suite with a fifth of its bodies), without the browser and PostgreSQL fault suites:
 * the loop to run while working.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { pgInstanceProblem } from "@match-stats/server/test-support/pg-instance";
import pg from "pg";

const PG_URL = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const QUICK = process.argv.includes("--quick");
const skipped: string[] = [];
const timings: [string, number][] = [];

function run(what: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n== ${what}: ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  timings.push([what, (performance.now() - started) / 1000]);
  return result.status === 0;
}

/** Something a suite needs is missing: under CI that is a failure, elsewhere a suite skipped and said so. */
function skipOrFail(message: string): void {
  if (process.env.CI) {
    console.error(`FAILED: ${message}`);
    process.exit(1);
  }
  skipped.push(message);
}

async function postgresReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function findPostgres(): Promise<boolean> {
  let problem = await postgresReachable();
  if (problem && existsSync("/etc/postgresql") && spawnSync("which", ["pg_ctlcluster"]).status === 0) {
    const version = spawnSync("ls", ["/etc/postgresql"], { encoding: "utf8" }).stdout.trim().split("\n")[0];
    if (version) {
      spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], {
        stdio: "inherit",
      });
      problem = await postgresReachable();
    }
  }
  if (problem) {
    const message = `PostgreSQL suites: cannot connect to ${PG_URL} (${problem}); set TEST_PG_URL to a server where the user may create databases`;
    skipOrFail(message);
    return false;
  }
  return true;
}

/** The PostgreSQL fault suite runs a server of its own from the PostgreSQL binaries (never the shared one). */
function findPostgresBinaries(): void {
  const problem = pgInstanceProblem();
  if (!problem) return;
  skipOrFail(`PostgreSQL fault suite: ${problem}`);
}

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether Redis answers PING, for the suites that share rate limits through it. */
function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(3000, () => socket.destroy());
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => {
      resolve(data.toString().startsWith("+PONG"));
      socket.destroy();
    });
    socket.on("error", () => resolve(false));
    socket.on("close", () => resolve(false));
  });
}

async function findRedis(): Promise<boolean> {
  if (await redisAnswers()) return true;
  const message = `Redis suites: no Redis answers at ${REDIS_URL} (install the apt package redis-server or set TEST_REDIS_URL)`;
  skipOrFail(message);
  return false;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Chromium for the browser suites: found, or installed from Debian's packages where we may. */
function findChromium(): boolean {
  if (!existsSync(CHROMIUM) && process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0) {
    console.log("Installing Chromium from apt for the browser suites...");
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  if (existsSync(CHROMIUM)) return true;
  const message = `browser suites: no Chromium at ${CHROMIUM} (install the apt package chromium or set CHROMIUM_PATH)`;
  skipOrFail(message);
  return false;
}

const checks = [
  run("format and lint", "biome", ["ci", "--error-on-warnings", "."]),
  run("unused files, exports and dependencies", "knip", []),
  run("typecheck", "tsc", ["-p", "tsconfig.json"]),
  run("typecheck web", "tsc", ["-p", "apps/web/tsconfig.json"]),
  run("typecheck browser suites", "tsc", ["-p", "apps/web/e2e/tsconfig.json"]),
  // The served document through Redocly (redocly.yaml) and Spectral (.spectral.yaml): any finding fails.
  ...(QUICK
    ? []
    : [run("OpenAPI document in third-party linters", "npm", ["run", "--silent", "lint:openapi"])]),
];

if (!QUICK) findPostgresBinaries();
const env = {
  ...process.env,
  MATCH_STATS_PG: !QUICK && (await findPostgres()) ? "on" : "off",
  MATCH_STATS_REDIS: (await findRedis()) ? "on" : "off",
  MATCH_STATS_BROWSER: !QUICK && findChromium() ? CHROMIUM : "off",
  ...(QUICK && { MATCH_STATS_FUZZ_RUNS: "200" }),
};
mkdirSync(".tmp", { recursive: true });
function vitest(what: string, report: string, args: string[]) {
  // No report from an earlier run is read as this one's.
  rmSync(report, { force: true });
  const ok = run(
    what,
    "vitest",
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args],
    env,
  );
  return { ok, report };
}
// Most suites wait on a database, a server or a child process more than on the CPU: two files at a time.
// The browser suites time what a visitor sees (a suggestion within 150 ms), so they run one file at a time,
// after the rest.
const suites = [
  vitest(QUICK ? "unit and API tests on SQLite" : "unit and API tests", ".tmp/vitest-report.json", [
    "--maxWorkers=2",
    "--exclude",
    "apps/web/e2e/**",
    // The PostgreSQL fault suite runs a server of its own: not part of the quick loop.
    ...(QUICK ? ["--exclude", "apps/server/test/faults/**"] : []),
  ]),
  ...(QUICK
    ? []
    : [vitest("browser tests", ".tmp/vitest-browser-report.json", ["--maxWorkers=1", "apps/web/e2e/"])]),
];

let passed = 0;
let failed = 0;
let suitesFailed = 0;
for (const { ok, report } of suites) {
  const json = existsSync(report)
    ? (JSON.parse(readFileSync(report, "utf8")) as { numPassedTests: number; numFailedTests: number })
    : undefined;
  passed += json?.numPassedTests ?? 0;
  failed += json?.numFailedTests ?? 0;
  // A run that failed with no failed test (it could not start, or a file failed to load) counts once.
  if (!ok && !json?.numFailedTests) suitesFailed += 1;
}
const failedChecks = checks.filter((ok) => !ok).length + suitesFailed;

console.log("");
for (const [what, seconds] of timings) console.log(`${seconds.toFixed(0).padStart(5)} s  ${what}`);
const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`${total.toFixed(0).padStart(5)} s  in all`);
if (QUICK) console.log("SKIPPED: PostgreSQL, browser and fault suites and the OpenAPI linters (quick run)");
for (const reason of skipped) console.log(`SKIPPED: ${reason}`);
if (failedChecks > 0)
  console.log(`${failedChecks} check(s) failed (lint, typecheck or a suite that did not run)`);
console.log(`${passed} passed, ${failed + failedChecks} failed`);
process.exit(failed + failedChecks > 0 ? 1 : 0);
