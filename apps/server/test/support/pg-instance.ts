/**
 * A PostgreSQL server of a test's own: its own data directory in a temporary folder, its own port and
 * socket folder, started and stopped by the test (fast, immediate), frozen and thawed (SIGSTOP and SIGCONT
 * to the postmaster and every backend), and always removed at the end (SIGKILL to the whole process group,
 * then the folder). The shared cluster (TEST_PG_URL, port 5432) is never touched.
 *
 * PostgreSQL refuses to run as root, so as root every command runs as the `postgres` user (runuser).
 */
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** Where initdb, pg_ctl and postgres are: PG_BIN, else the newest of Debian's /usr/lib/postgresql/<n>/bin. */
export const PG_BIN = process.env.PG_BIN ?? debianBin() ?? "/usr/lib/postgresql/15/bin";

function debianBin(): string | undefined {
  try {
    const versions = readdirSync("/usr/lib/postgresql").filter((v) => /^\d+$/.test(v));
    const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
    return newest === undefined ? undefined : `/usr/lib/postgresql/${newest}/bin`;
  } catch {
    return undefined;
  }
}

/**
 * Why the private server cannot be run here, or null when it can. scripts/test.ts reports the fault
 * suite skipped with this line, and under CI=true fails instead (as the fault suite itself does).
 */
export function pgInstanceProblem(): string | null {
  for (const tool of ["initdb", "pg_ctl", "postgres"]) {
    if (!existsSync(join(PG_BIN, tool))) return `no ${tool} in ${PG_BIN} (install postgresql or set PG_BIN)`;
  }
  if (process.getuid?.() === 0 && spawnSync("id", ["postgres"]).status !== 0)
    return "running as root and there is no postgres user to run the server as";
  return null;
}

/** Under CI the fault suite must run: a missing server is a failure, as in scripts/test.ts. */
export const pgInstanceRequired = (): boolean => Boolean(process.env.CI);

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export type StopMode = "fast" | "immediate";

export interface PgInstance {
  readonly port: number;
  /** A database URL on this server (`postgres` user, trust authentication). */
  url(database?: string): string;
  start(): void;
  stop(mode: StopMode): void;
  /** SIGSTOP to the postmaster and every backend: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  /** pg_terminate_backend of every other connection to `database`; answers how many. */
  terminateBackends(database: string): Promise<number>;
  /** Creates a database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** SIGKILL to everything of the server, then the data folder: safe to call at any time, twice. */
  destroy(): void;
}

const asRoot = process.getuid?.() === 0;

function runPg(tool: string, args: string[]): SpawnSyncReturns<string> {
  const command = join(PG_BIN, tool);
  const result = asRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { encoding: "utf8" })
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${tool} ${args.join(" ")} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  return result;
}

/** The pids whose parent is `parent` (Linux /proc). */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

const instances = new Set<PgInstance>();
let exitHook = false;

/** initdb in a new temporary folder, on a free port; not started. */
export async function createPgInstance(): Promise<PgInstance> {
  const problem = pgInstanceProblem();
  if (problem) throw new Error(`cannot run a private PostgreSQL server: ${problem}`);
  const root = mkdtempSync(join(tmpdir(), "match-stats-pg-"));
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout);
    chownSync(root, id("-u"), id("-g"));
  }
  const data = join(root, "data");
  const port = await freePort();
  runPg("initdb", [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--no-sync",
    "--no-instructions",
  ]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  let destroyed = false;

  /** The postmaster's pid while it runs (first line of postmaster.pid), else null. */
  const postmasterPid = (): number | null => {
    try {
      const pid = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      return Number.isInteger(pid) && pid > 0 ? pid : null;
    } catch {
      return null;
    }
  };
  /**
   * The postmaster first (it forks no more), then every process it forked: each backend calls setsid, so
   * a process-group signal would miss them.
   */
  const signalGroup = (signal: NodeJS.Signals) => {
    const pid = postmasterPid();
    if (pid === null) return;
    for (const target of [pid, ...childrenOf(pid)]) {
      try {
        process.kill(target, signal);
      } catch {
        // Already gone.
      }
    }
  };

  const instance: PgInstance = {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () =>
      runPg("pg_ctl", ["-D", data, "-o", options, "-l", join(root, "log"), "-w", "-t", "30", "start"]),
    stop: (mode) => {
      runPg("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]);
    },
    freeze: () => signalGroup("SIGSTOP"),
    thaw: () => signalGroup("SIGCONT"),
    async terminateBackends(database) {
      const admin = new pg.Client({ connectionString: instance.url(), connectionTimeoutMillis: 5000 });
      await admin.connect();
      try {
        const result = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [database],
        );
        return result.rowCount ?? 0;
      } finally {
        await admin.end();
      }
    },
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: instance.url(), connectionTimeoutMillis: 5000 });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return instance.url(name);
    },
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      instances.delete(instance);
      signalGroup("SIGCONT");
      // An immediate stop releases the shared memory; SIGKILL is for a server that does not stop.
      if (postmasterPid() !== null) {
        try {
          runPg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-t", "5", "stop"]);
        } catch {
          // Killed below.
        }
      }
      signalGroup("SIGKILL");
      rmSync(root, { recursive: true, force: true });
    },
  };
  instances.add(instance);
  // A test that dies before its afterAll still leaves nothing running.
  if (!exitHook) {
    exitHook = true;
    process.once("exit", () => {
      for (const left of [...instances]) left.destroy();
    });
  }
  return instance;
}
