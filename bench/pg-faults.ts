/**
 * PostgreSQL faults under load: the scale-1 demo on a PostgreSQL server of the benchmark's own
 * (apps/server/test/support/pg-instance.ts; the shared cluster is never touched), `npm start` serving it,
 * concurrent loops of uncached calls, and meanwhile a restart (stop fast, start), an immediate stop and
 * start, pg_terminate_backend of every connection, and a 3 s freeze (SIGSTOP). Per fault: whether the
 * server survived, the answers by status during the fault, the slowest answer, and the seconds from the
 * database being back to the first correct answer.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "@match-stats/server/config";
import { openDb } from "@match-stats/server/db/connect";
import { migrate } from "@match-stats/server/db/migrate";
import { writeDemo } from "@match-stats/server/demo/write";
import { ingestFiles } from "@match-stats/server/ingest/ingest";
import { ApiClient } from "@match-stats/server/test-support/api-client";
import {
  createPgInstance,
  type PgInstance,
  pgInstanceProblem,
} from "@match-stats/server/test-support/pg-instance";

const LOOPS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  readonly at: number;
  readonly ms: number;
  /** HTTP status and code, "refused" when the server did not answer at all. */
  readonly what: string;
}

interface Fault {
  readonly name: string;
  /** Makes the database unavailable; answers the function that brings it back. */
  break(instance: PgInstance): Promise<() => void>;
  /** How long it stays away. */
  readonly downMs: number;
}

const FAULTS: Fault[] = [
  {
    name: "restart (stop -m fast, start)",
    downMs: 2000,
    break: async (instance) => {
      instance.stop("fast");
      return () => instance.start();
    },
  },
  {
    name: "crash (stop -m immediate, start)",
    downMs: 2000,
    break: async (instance) => {
      instance.stop("immediate");
      return () => instance.start();
    },
  },
  {
    name: "pg_terminate_backend of every connection",
    downMs: 0,
    break: async (instance) => {
      await instance.terminateBackends("bench");
      return () => {};
    },
  },
  {
    name: "freeze (SIGSTOP 3 s, SIGCONT)",
    downMs: 3000,
    break: async (instance) => {
      instance.freeze();
      return () => instance.thaw();
    },
  },
];

function summarize(answers: readonly Answer[], from: number, back: number) {
  const during = answers.filter((a) => a.at >= from);
  const counts = new Map<string, number>();
  for (const answer of during) counts.set(answer.what, (counts.get(answer.what) ?? 0) + 1);
  const failures = during.filter((a) => a.what !== "200");
  const lastFailure = failures.length === 0 ? back : Math.max(...failures.map((a) => a.at + a.ms));
  const recovered = during.find((a) => a.what === "200" && a.at >= lastFailure);
  return {
    counts: [...counts].map(([what, n]) => `${n} × ${what}`).join(", "),
    slowestMs: Math.max(0, ...during.map((a) => a.ms)),
    recoverSeconds: recovered ? Math.max(0, (recovered.at + recovered.ms - back) / 1000) : null,
  };
}

export async function benchPgFaults(): Promise<void> {
  const problem = pgInstanceProblem();
  if (problem) {
    console.log(`PostgreSQL faults left out: ${problem}`);
    return;
  }
  const instance = await createPgInstance();
  const demo = mkdtempSync(join(tmpdir(), "match-stats-bench-faults-"));
  let child: ReturnType<typeof spawn> | undefined;
  try {
    instance.start();
    const url = await instance.createDatabase("bench");
    const db = openDb(url);
    await migrate(db.kysely);
    const result = await ingestFiles(db, await writeDemo(demo, { scale: 1 }));
    await db.close();
    if (!result.ok) throw new Error("the demo data set was refused");

    child = spawn(process.execPath, [join(REPO_ROOT, "scripts/start.ts")], {
      env: { ...process.env, DATABASE_URL: url, PORT: "0", RATE_LIMIT_PER_MINUTE: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const started = performance.now();
    while (!/serving on (http:\/\/\S+)/.test(output)) {
      if (child.exitCode !== null || performance.now() - started > 120_000)
        throw new Error(`the server did not start:\n${output}`);
      await sleep(50);
    }
    const base = /serving on (http:\/\/\S+)/.exec(output)?.[1] ?? "";
    const alive = () => child?.exitCode === null && child.signalCode === null;

    const answers: Answer[] = [];
    let running = true;
    let term = 0;
    const loop = async () => {
      const client = await new ApiClient(base).init();
      while (running && alive()) {
        const at = performance.now();
        let what: string;
        try {
          const answer = await client.call("search", {
            search_type: 1,
            param: [`team ${++term}`],
            field: "team",
            size: 20,
            page: 1,
          });
          what = answer.http === 200 ? "200" : `${answer.http} ${answer.code}`;
        } catch {
          what = "no answer (server gone)";
          await sleep(100);
        }
        answers.push({ at, ms: performance.now() - at, what });
      }
    };
    const loops = Array.from({ length: LOOPS }, loop);
    await sleep(2000);
    const steady = answers.length / 2;

    console.log(
      `\nPostgreSQL faults under load (${LOOPS} loops of uncached calls, ~${steady.toFixed(0)} calls/s)`,
    );
    console.log(
      "| fault | server survived | answers from the fault on | slowest | correct again after | log lines (KB) |",
    );
    console.log("| --- | --- | --- | --- | --- | --- |");
    for (const fault of FAULTS) {
      if (!alive()) break;
      const logFrom = output.length;
      const from = performance.now();
      const restore = await fault.break(instance);
      await sleep(fault.downMs);
      restore();
      const back = performance.now();
      await sleep(3000);
      const figures = summarize(answers, from, back);
      const recover = figures.recoverSeconds === null ? "never" : `${figures.recoverSeconds.toFixed(2)} s`;
      // What an operator reads of the outage: the server's lines from the fault to 3 s after it ended.
      const logged = output.slice(logFrom);
      const lines = logged.split("\n").length - 1;
      console.log(
        `| ${fault.name} | ${alive() ? "yes" : "no: the process ended"} | ${figures.counts} | ${figures.slowestMs.toFixed(0)} ms | ${alive() ? recover : "never"} | ${lines} (${(logged.length / 1024).toFixed(1)}) |`,
      );
    }
    if (!alive()) {
      const last = output.trim().split("\n").slice(-3).join(" / ");
      console.log(`The server ended: ${last.slice(0, 300)}`);
    }
    running = false;
    await Promise.all(loops);
  } finally {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    instance.destroy();
    rmSync(demo, { recursive: true, force: true });
  }
}
