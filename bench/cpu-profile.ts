/**
 * `node bench/cpu-profile.ts FILE.cpuprofile [--during NAME] [--top N]`: where a server's CPU went, from a
 * profile `node --cpu-prof` wrote (the bench's servers write one with BENCH_SERVER_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=DIR"). With --during, only the busiest stretch in which a function named NAME runs is
 * read: a call's cold run, say, when the same profile holds its warm run too (docs/performance.md,
 * "The request path"). Prints the busy and idle time, each part's share (SQLite, Kysely, zod, crypto, node:http, the
 * server's own code...) and the functions that spent the most time themselves.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}

/** The format V8 writes (Chrome DevTools' Profiler.Profile). */
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface Share {
  readonly name: string;
  /** Microseconds of samples. */
  readonly us: number;
}

export interface Summary {
  readonly windowUs: number;
  readonly busyUs: number;
  readonly idleUs: number;
  readonly parts: readonly Share[];
  readonly functions: readonly Share[];
}

/** Where a frame's code comes from; what V8 cannot attribute to a script keeps its own name. */
export function partOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (functionName === "(garbage collector)") return "garbage collection";
  if (url === "") {
    if (functionName.startsWith("RegExp:")) return "regular expressions";
    return functionName || "(anonymous, native)";
  }
  // Kysely's SQLite driver calls better-sqlite3, whose native work is sampled in the calling frame.
  if (/better-sqlite3|dialect\/sqlite\/sqlite-driver/.test(url)) return "SQLite";
  if (/node_modules\/kysely\//.test(url)) return "Kysely";
  if (/node_modules\/(pg|pg-pool|pg-protocol)\//.test(url)) return "node-postgres";
  if (/node_modules\/zod\//.test(url)) return "zod";
  if (/node_modules\/(fastify|find-my-way|avvio|pino|@fastify)/.test(url)) return "Fastify";
  if (/node_modules\//.test(url)) return `other packages`;
  if (/^node:(crypto|internal\/crypto)/.test(url)) return "crypto";
  if (/^node:(_http|http|net|internal\/stream|stream|internal\/streams)/.test(url))
    return "node:http and sockets";
  if (/^node:/.test(url)) return "node, other";
  if (/packages\/stats\//.test(url)) return "packages/stats";
  if (/packages\/contract\//.test(url)) return "packages/contract";
  if (/apps\/server\/src\/(api\/handlers|queries|read-models)\//.test(url))
    return "server: handlers and reads";
  if (/apps\/server\/src\//.test(url)) return "server: request path";
  return "other";
}

const label = (frame: CallFrame): string =>
  `${frame.functionName || "(anonymous)"} ${frame.url.split("/").slice(-2).join("/")}:${frame.lineNumber + 1}`;

/** Samples' end times (V8 stores each sample's delta from the one before). */
function sampleTimes(profile: CpuProfile): number[] {
  let time = profile.startTime;
  return profile.timeDeltas.map((delta) => {
    time += delta;
    return time;
  });
}

/**
 * The stretch from the first sample of `during` after which the next `dense` samples of it come within a
 * second, to its last sample: the run in which that function is busy, not a stray call before it.
 */
function windowOf(times: readonly number[], hits: readonly number[], dense = 50): [number, number] {
  const at = (hit: number | undefined) => times[hit ?? 0] ?? 0;
  let first = 0;
  while (first + dense < hits.length && at(hits[first + dense]) - at(hits[first]) > 1e6) first++;
  return [at(hits[first]), at(hits.at(-1))];
}

export function summarise(profile: CpuProfile, during?: string): Summary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const times = sampleTimes(profile);
  const onStack = (id: number, name: string): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (byId.get(at)?.callFrame.functionName === name) return true;
    return false;
  };
  let [from, to] = [times[0] ?? 0, times.at(-1) ?? 0];
  if (during !== undefined) {
    const hits = profile.samples.flatMap((id, index) => (onStack(id, during) ? [index] : []));
    if (hits.length === 0) throw new Error(`no sample runs ${during}`);
    [from, to] = windowOf(times, hits);
  }
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  let busyUs = 0;
  let idleUs = 0;
  profile.samples.forEach((id, index) => {
    const time = times[index] ?? 0;
    if (time < from || time > to) return;
    // A sample stands for the time until the next one.
    const us = profile.timeDeltas[index + 1] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    if (frame.functionName === "(idle)") {
      idleUs += us;
      return;
    }
    busyUs += us;
    const part = partOf(frame);
    parts.set(part, (parts.get(part) ?? 0) + us);
    functions.set(label(frame), (functions.get(label(frame)) ?? 0) + us);
  });
  const sorted = (shares: Map<string, number>): Share[] =>
    [...shares].map(([name, us]) => ({ name, us })).sort((a, b) => b.us - a.us);
  return { windowUs: to - from, busyUs, idleUs, parts: sorted(parts), functions: sorted(functions) };
}

function print(summary: Summary, top: number): void {
  const seconds = (us: number) => (us / 1e6).toFixed(2);
  console.log(
    `${seconds(summary.windowUs)} s read: ${seconds(summary.busyUs)} s busy, ${seconds(summary.idleUs)} s idle`,
  );
  const share = ({ name, us }: Share) =>
    `${((us / Math.max(1, summary.busyUs)) * 100).toFixed(1).padStart(5)}%  ${name}`;
  console.log("\nby part (share of busy time)");
  for (const part of summary.parts) console.log(share(part));
  console.log(`\nfunctions by their own time (top ${top})`);
  for (const fn of summary.functions.slice(0, top)) console.log(share(fn));
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { during: { type: "string" }, top: { type: "string", default: "30" } },
  });
  const [file] = positionals;
  if (!file) {
    console.error("usage: node bench/cpu-profile.ts FILE.cpuprofile [--during FUNCTION] [--top N]");
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  print(summarise(profile, values.during), Number(values.top));
}
