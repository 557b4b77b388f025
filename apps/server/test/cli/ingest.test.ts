/**
 * A full disk says so and leaves the disk as it found it: an ingest whose database's file system fills
 * says which disk is full, exits 3 and writes nothing (SQLite's WAL emptied, so the run takes no space),
 * while a server on the same database goes on serving. The disk is a small tmpfs (mounting one takes root); PostgreSQL's is a
 * tablespace on one, in a server of the suite's own. Where a tmpfs cannot be mounted the suite is skipped
 * with a line saying so.
 */
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync, statfsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Engine, openDb } from "../../src/db/connect.ts";
import { migrate } from "../../src/db/migrate.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { writeFiles } from "../support/files.ts";
import { smallRun } from "../support/fixture.ts";
import { createPgInstance, type PgInstance, pgInstanceProblem } from "../support/pg-instance.ts";

const CLI = join(import.meta.dirname, "../../src/cli/ingest.ts");
const SEARCH = { search_type: 1, param: [], field: "season", size: 10, page: 1 };

/** A tmpfs of `size` on a new folder, or why there can be none here. */
function mountTmpfs(size: string): { dir: string; unmount(): void } | string {
  const dir = mkdtempSync(join(tmpdir(), "match-stats-full-"));
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], {
    encoding: "utf8",
  });
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return `cannot mount a tmpfs (${(mounted.stderr || mounted.error?.message || "").trim()})`;
  }
  return {
    dir,
    unmount: () => {
      spawnSync("umount", ["-l", dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const probe = mountTmpfs("1m");
const cannot = typeof probe === "string" ? probe : null;
if (typeof probe !== "string") probe.unmount();
if (cannot) console.warn(`SKIPPED full-disk suite: ${cannot}`);

/** `npm run ingest` of the scale-1 demo data set into `databaseUrl`. */
function ingestDemo(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [CLI, inject("demoFolder")], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

const free = (dir: string): number => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/** A server on `databaseUrl`, which holds one match stored before the ingest that fills the disk. */
async function servingOneMatch(engine: Engine, databaseUrl: string): Promise<ApiServer> {
  const db = openDb(databaseUrl);
  await migrate(db.kysely);
  const result = await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
  await db.close();
  expect(result.ok).toBe(true);
  return startApiServer(engine, {}, databaseUrl);
}

async function expectStillServing(server: ApiServer) {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect(await server.client.call("search", SEARCH)).toMatchObject({ http: 200, status: "success" });
}

describe.skipIf(cannot !== null)("an ingest onto a full disk", () => {
  describe("SQLite", () => {
    let disk: { dir: string; unmount(): void };
    let server: ApiServer;
    let file: string;
    beforeAll(async () => {
      disk = mountTmpfs("12m") as typeof disk;
      file = join(disk.dir, "match-stats.sqlite");
      server = await servingOneMatch("sqlite", file);
    });
    afterAll(async () => {
      await server?.close();
      disk?.unmount();
    });

    it("says the disk holding the file is full, exits 3, empties the WAL and goes on serving", async () => {
      const before = free(disk.dir);
      const { code, output } = await ingestDemo(file);
      expect(code).toBe(3);
      expect(output).toContain(`the disk holding ${file} is full (SQLITE_FULL); nothing was written`);
      expect(output).not.toMatch(/cannot rollback/);
      expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
      expect(free(disk.dir)).toBeGreaterThanOrEqual(before - 256 * 1024);
      await expectStillServing(server);
      // The one match stored before, and nothing of the run.
      expect(await server.client.call("search", { ...SEARCH, field: "match" })).toMatchObject({
        data: { total_nums: 1 },
      });
    });
  });

  const pgProblem = pgInstanceProblem();
  if (pgProblem) console.warn(`SKIPPED full-disk suite on PostgreSQL: ${pgProblem}`);
  describe.skipIf(pgProblem !== null)("PostgreSQL", () => {
    let disk: { dir: string; unmount(): void };
    let instance: PgInstance;
    let server: ApiServer;
    let url: string;
    beforeAll(async () => {
      disk = mountTmpfs("24m") as typeof disk;
      const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout);
      if (process.getuid?.() === 0) chownSync(disk.dir, id("-u"), id("-g"));
      instance = await createPgInstance();
      instance.start();
      const admin = new pg.Client({ connectionString: instance.url() });
      await admin.connect();
      await admin.query(`create tablespace small location '${disk.dir}'`);
      await admin.query("create database full_disk tablespace small");
      await admin.end();
      url = instance.url("full_disk");
      server = await servingOneMatch("postgres", url);
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      instance?.destroy();
      disk?.unmount();
    });

    it("says the disk holding the database is full (could not extend file), exits 3 and goes on serving", async () => {
      const { code, output } = await ingestDemo(url);
      expect(code).toBe(3);
      expect(output).toContain(
        `the disk holding the PostgreSQL database at postgres://127.0.0.1:${instance.port}/full_disk is full (could not extend file); nothing was written`,
      );
      await expectStillServing(server);
    });
  });
});
