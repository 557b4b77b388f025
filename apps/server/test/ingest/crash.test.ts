/**
 * Kills the ingest command (SIGKILL) in the middle of writing a large run and shows the database holds
 * either everything it held before or the whole run, never part of it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../../src/db/connect.ts";
import { writeDemo } from "../../src/demo/write.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { writeFiles } from "../support/files.ts";
import { smallRun } from "../support/fixture.ts";

const CLI = join(import.meta.dirname, "../../src/cli/ingest.ts");
const TABLES = [
  "matches",
  "games",
  "team_results",
  "player_results",
  "weapon_results",
  "skill_picks",
  "rollups",
] as const;

function ingest(url: string, files: string[]): ChildProcess {
  return spawn(process.execPath, [CLI, ...files], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

async function snapshot(url: string): Promise<Record<string, number>> {
  const db = openDb(url);
  try {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    const version = await db.kysely.selectFrom("data_version").select("version").executeTakeFirstOrThrow();
    return { ...counts, version: version.version };
  } finally {
    await db.close();
  }
}

describe.each(ENGINES)("a killed ingest on %s", (engine) => {
  let test: TestDatabase;
  let demo: string[];
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    demo = await writeDemo(mkdtempSync(join(tmpdir(), "match-stats-crash-")), { scale: 1 });
    expect(await exited(ingest(test.url, writeFiles({ "small.json": smallRun(2) })))).toBe(0);
  }, 120_000);
  afterAll(async () => test.drop());

  it("leaves the database unchanged or fully imported, never partial", async () => {
    const before = await snapshot(test.url);

    const child = ingest(test.url, demo);
    let output = "";
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        // Several files into the transaction: rows are written but not committed.
        if ((output.match(/^wrote /gm) ?? []).length >= 3) resolve();
      });
      child.once("exit", () => reject(new Error(`ingest ended before it could be killed:\n${output}`)));
    });
    child.kill("SIGKILL");
    expect(await exited(child)).toBeNull();
    const afterKill = await snapshot(test.url);

    const rerun = ingest(test.url, demo);
    expect(await exited(rerun)).toBe(0);
    const full = await snapshot(test.url);
    expect(full.version).toBe(before.version! + 1);
    expect(full.player_results).toBeGreaterThan(before.player_results! * 100);

    // Killed before the commit, so nothing of the run may show; the rerun shows the database still works.
    expect(afterKill).toEqual(before);
  }, 300_000);
});
