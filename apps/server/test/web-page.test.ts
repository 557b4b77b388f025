/**
 * Every page says when the data was last loaded: the served page carries data_version's time, and a new
 * data version (an ingest) is in the next page served, without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../src/config.ts";
import type { Db, Engine } from "../src/db/connect.ts";
import { ingestFiles } from "../src/ingest/ingest.ts";
import { serve } from "../src/serve.ts";
import { ENGINES, openTestDb } from "./support/databases.ts";
import { writeFiles } from "./support/files.ts";
import { smallRun } from "./support/fixture.ts";

const dataTime = async (url: string): Promise<number | null> => {
  const page = await (await fetch(url)).text();
  const found = /<meta name="data-updated-at" content="(\d+)">/.exec(page);
  return found ? Number(found[1]) : null;
};

/** The real server on a database of its own, with what `load` writes into it first. */
async function servedSite(engine: Engine, load: (db: Db) => Promise<unknown> = async () => {}) {
  const opened = await openTestDb(engine);
  await load(opened.db);
  const running = await serve(
    readConfig({ ...process.env, RATE_LIMIT_PER_MINUTE: "0", DATABASE_URL: opened.test.url, PORT: "0" }),
    undefined,
    { quiet: true, handleSignals: false },
  );
  return {
    db: opened.db,
    url: running.url,
    stop: async () => {
      await running.app.close();
      await running.db.close();
      await opened.close();
    },
  };
}

describe.each(ENGINES)("the page's data time on %s", (engine) => {
  let db: Db;
  let url: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, url, stop } = await servedSite(engine, (into) =>
      ingestFiles(into, writeFiles({ "run.json": smallRun(1) })),
    ));
  });
  afterAll(async () => stop());

  it("is the time of the last ingest, and follows the next one", async () => {
    const { updated_at } = await db.kysely
      .selectFrom("data_version")
      .select("updated_at")
      .executeTakeFirstOrThrow();
    expect(await dataTime(`${url}/`)).toBe(Number(updated_at));
    // What an ingest does to the row: a new version, a new time.
    await db.kysely
      .updateTable("data_version")
      .set((eb) => ({ version: eb("version", "+", 1), updated_at: 1_790_000_000 }))
      .execute();
    await expect.poll(() => dataTime(`${url}/eventmatch`), { timeout: 10_000 }).toBe(1_790_000_000);
  });
});

describe("the web app's addresses", () => {
  let url: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ url, stop } = await servedSite("sqlite"));
  });
  afterAll(async () => stop());

  it("answers every screen's path with the page, a trailing slash or a query included", async () => {
    for (const path of [
      "/",
      "/leaders",
      "/headtohead?team_id=MTAwMDAx",
      "/team/match/detail/old",
      "/records/",
    ]) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type"), path).toContain("text/html");
    }
  });

  it("answers 404 with the same page for a path that is no screen, so the app says so", async () => {
    for (const path of ["/does/not/exist", "/leaders/x", "/LEADERS", "/index.htm"]) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("content-type"), path).toContain("text/html");
      await expect(answer.text()).resolves.toContain('<div id="root">');
    }
  });
});
