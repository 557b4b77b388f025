/** Starts a server script as a child process and waits for the URL it prints once it listens. */
import { type ChildProcess, spawn } from "node:child_process";

export interface ChildServer {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/**
 * Node options for the servers under test, from BENCH_SERVER_NODE_ARGS: `--cpu-prof --cpu-prof-dir=DIR`
 * profiles them under the benchmark's own load (NODE_OPTIONS refuses --cpu-prof).
 */
const NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);

/**
 * Runs `node [NODE_ARGS] <args>` (node options, then the script) with `env` added; `serving on <url>` in its
 * output marks it ready.
 */
export function startChildServer(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const script = args.at(-1) ?? "";
  const child = spawn(process.execPath, [...NODE_ARGS, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start in time`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /serving on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.off("exit", onExit);
      child.stdout?.off("data", onData);
      child.stdout?.resume();
      child.stderr?.removeAllListeners("data");
      child.stderr?.pipe(process.stderr);
      resolve({ url, pid: child.pid ?? 0, stop: () => stopChild(child) });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const onExit = (code: number | null) =>
      fail(new Error(`${script} exited (${code}) before serving:\n${output}`));
    child.once("exit", onExit);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
