/** `npm start` (scripts/start.ts) in a child process, unlimited, on a free port: a crash is seen as the process ending. */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "../../src/config.ts";

export interface ServerProcess {
  readonly process: ChildProcess;
  output(): string;
  alive(): boolean;
  /** Resolves with the URL once it serves. */
  readonly serving: Promise<string>;
  stop(): Promise<void>;
}

export function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, [join(REPO_ROOT, "scripts/start.ts")], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: "0", RATE_LIMIT_PER_MINUTE: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const serving = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /serving on (http:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code, signal) => reject(new Error(`start exited (${code ?? signal}):\n${output}`)));
  });
  serving.catch(() => {});
  return {
    process: child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    serving,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
