/**
 * CPU time a server process and the processes it forked (cluster workers, nginx workers) have used, read
 * from /proc: CPU time per request is far less sensitive than requests per second to other work on the machine.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** utime + stime of one process, in clock ticks (fields 14 and 15 of /proc/<pid>/stat). */
function ticksOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

/** Microseconds of CPU used so far by `pid` and its children, or NaN where /proc is not there. */
export function cpuMicros(pid: number): number {
  if (!existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  try {
    const ticks = [pid, ...childrenOf(pid)].reduce((sum, each) => sum + ticksOf(each), 0);
    return (ticks * 1e6) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
