/**
 * WORKERS > 1: this process forks that many server processes (node:cluster) that share its port and nothing
 * else but the database (each keeps its own response cache, dropped by the data version it polls, and shares
 * the rate limit through Redis when REDIS_URL is set). A worker that dies after it served is replaced; one
 * that dies before it ever listened stops the whole server, so a setting that cannot work does not loop.
 */
import cluster, { type Worker } from "node:cluster";
import { enableCompileCache } from "node:module";
import { fileURLToPath } from "node:url";
import type { Config } from "./config.ts";
import type { Engine } from "./db/connect.ts";

const WORKER_SCRIPT = fileURLToPath(new URL("./worker.ts", import.meta.url));
/** What a worker tells the primary once it listens. */
export interface ListeningMessage {
  readonly listening: string;
}

const isListening = (message: unknown): message is ListeningMessage =>
  typeof message === "object" &&
  message !== null &&
  typeof (message as ListeningMessage).listening === "string";

/** Forks the workers and keeps them running; the promise settles once all of them listen. */
export function serveCluster(config: Config, engine: Engine): Promise<void> {
  cluster.setupPrimary({ exec: WORKER_SCRIPT });
  // Node's cache of compiled (and type-stripped) modules on disk, shared by every worker: a replacement
  // loads the server's few hundred modules from it rather than compiling each again.
  const compileCache = enableCompileCache().directory;
  const fork = () => cluster.fork(compileCache === undefined ? {} : { NODE_COMPILE_CACHE: compileCache });
  const served = new Set<Worker>();
  /** When each replacement was forked, for the line that says it serves. */
  const replacedAt = new Map<Worker, number>();
  let stopping = false;
  let announced = false;
  return new Promise((resolve) => {
    cluster.on("message", (worker, message: unknown) => {
      if (!isListening(message) || served.has(worker)) return;
      served.add(worker);
      const forkedAt = replacedAt.get(worker);
      if (forkedAt !== undefined) {
        replacedAt.delete(worker);
        const seconds = ((performance.now() - forkedAt) / 1000).toFixed(1);
        console.error(
          `server worker ${worker.process.pid} serves in its place, ${seconds} s after it was started`,
        );
      }
      if (announced || served.size < config.workers) return;
      announced = true;
      console.log(`Match Stats is serving on ${message.listening} (${engine}, ${config.workers} workers)`);
      resolve();
    });
    cluster.on("exit", (worker, code, signal) => {
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (!served.delete(worker)) {
        console.error(`a server worker stopped before it listened (${how}); stopping`);
        stop(1);
        return;
      }
      console.error(`server worker ${worker.process.pid} stopped (${how}); starting another`);
      replacedAt.set(fork(), performance.now());
    });
    const stop = (code: number) => {
      stopping = true;
      // Bounded: the workers' drain, then a worker stuck on a frozen database must not hold the exit forever.
      setTimeout(() => process.exit(code), config.drainTimeoutMs + 10_000).unref();
      const workers = Object.values(cluster.workers ?? {});
      let left = workers.length;
      if (left === 0) process.exit(code);
      for (const worker of workers) {
        worker?.once("exit", () => {
          if (--left === 0) process.exit(code);
        });
        worker?.process.kill("SIGTERM");
      }
    };
    process.once("SIGINT", () => stop(0));
    process.once("SIGTERM", () => stop(0));
    for (let i = 0; i < config.workers; i++) fork();
  });
}
