/**
 * wrk as the API benchmark's load generator. One thread (the machine has 2 cores: one for the server,
 * one for wrk); a Lua script, written to a temporary file, posts the bodies of a plan in order.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LoadFigures, LoadGenerator, LoadPlan } from "./load-generator.ts";

/** The line the script prints when a cold run has sent every body; the run is then ended early. */
const USED_UP = "bodies used up";
/** How the script's done() prints each latency recorded: microseconds, then how many requests took it. */
const LATENCY_LINE = "latency-us";

/** wrk's path; when it is missing and we are root, installs Debian's package once. */
export function findWrk(): string | undefined {
  const which = () => spawnSync("which", ["wrk"], { encoding: "utf8" }).stdout.trim() || undefined;
  const found = which();
  if (found || process.getuid?.() !== 0) return found;
  console.log("wrk is missing: running apt-get install -y wrk (once)");
  const install = spawnSync("apt-get", ["install", "-y", "wrk"], { stdio: "inherit" });
  return install.status === 0 ? which() : undefined;
}

/** A Lua string literal of printable ASCII (headers, paths). */
function lua(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not printable ASCII: ${text}`);
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function script(plan: LoadPlan, bodiesFile: string): string {
  const headers = Object.entries(plan.headers).map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`);
  const lines = [
    'wrk.method = "POST"',
    ...headers,
    "local bodies = {}",
    `for line in io.lines(${lua(bodiesFile)}) do bodies[#bodies + 1] = line end`,
    "local i = 0",
    "function request()",
    "  i = i + 1",
    `  if i > #bodies then i = ${plan.cycle ? "1" : "#bodies"} end`,
    "  return wrk.format(nil, nil, nil, bodies[i])",
    "end",
    "function done(summary, latency, requests)",
    "  for n = 1, #latency do",
    "    local us, count = latency(n)",
    `    io.write(${lua(LATENCY_LINE)} .. " " .. us .. " " .. count .. "\\n")`,
    "  end",
    "end",
  ];
  if (!plan.cycle) {
    // Defined only for cold runs: a response callback makes wrk hand every answer to Lua.
    lines.push(
      "local said = false",
      "function response()",
      "  if i >= #bodies and not said then",
      "    said = true",
      `    io.write(${lua(USED_UP)} .. "\\n")`,
      "    io.flush()",
      "    wrk.thread:stop()",
      "  end",
      "end",
    );
  }
  return `${lines.join("\n")}\n`;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function parse(output: string, bodiesUsedUp: boolean): LoadFigures {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const latency = (percent: number) => {
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(output);
    return match ? Number(match[1]) * (UNIT_MS[match[2] ?? ""] ?? Number.NaN) : Number.NaN;
  };
  const done = /(\d+) requests in ([\d.]+)(us|ms|s|m)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requests: Number(done?.[1] ?? Number.NaN),
    seconds: done ? (Number(done[2]) * (UNIT_MS[done[3] ?? ""] ?? Number.NaN)) / 1000 : Number.NaN,
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: latency(50),
    p99Ms: latency(99),
    failures: (number(/Non-2xx or 3xx responses: (\d+)/) || 0) + socketErrors,
    bodiesUsedUp,
    latencies: [...output.matchAll(new RegExp(`^${LATENCY_LINE} ([\\d.]+) (\\d+)$`, "gm"))].map((line) => ({
      ms: Number(line[1]) / 1000,
      count: Number(line[2]),
    })),
  };
}

export function wrkLoad(wrk: string): LoadGenerator {
  const version = spawnSync(wrk, ["-v"], { encoding: "utf8" });
  const name = /wrk \S+/.exec(`${version.stdout}${version.stderr}`)?.[0] ?? "wrk";
  return {
    description: `${name}, 1 thread`,
    run: (plan) => runWrk(wrk, plan),
  };
}

async function runWrk(wrk: string, plan: LoadPlan): Promise<LoadFigures> {
  const dir = mkdtempSync(join(tmpdir(), "match-stats-wrk-"));
  try {
    const bodiesFile = join(dir, "bodies.txt");
    writeFileSync(bodiesFile, `${plan.bodies.join("\n")}\n`);
    writeFileSync(join(dir, "script.lua"), script(plan, bodiesFile));
    const args = ["-t1", `-c${plan.connections}`, `-d${Math.max(1, Math.round(plan.seconds))}s`];
    args.push("--latency", "--timeout", "10s", "-s", join(dir, "script.lua"), plan.url);
    const child = spawn(wrk, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let usedUp = false;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      // wrk sleeps for its whole duration; SIGINT ends it now and it reports the time actually run.
      if (!usedUp && output.includes(USED_UP)) {
        usedUp = true;
        child.kill("SIGINT");
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (code !== 0 && !/Requests\/sec/.test(output)) throw new Error(`wrk failed (${code}):\n${output}`);
    return parse(output, usedUp);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
