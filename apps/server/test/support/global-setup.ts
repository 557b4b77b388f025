/**
 * Once per test run: the scale-1 demo data set loaded into one database per engine, which the API suites
 * then serve (the API writes nothing there but analytics events), so each suite does not pay for its own
 * import.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { REPO_ROOT, readConfig } from "../../src/config.ts";
import type { Engine } from "../../src/db/connect.ts";
import { writeDemo } from "../../src/demo/write.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { ensureWebBuilt } from "../../src/web-build.ts";
import { ENGINES, openTestDb } from "./databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A database URL per engine, holding the scale-1 demo data set. */
    demoDatabases: Partial<Record<Engine, string>>;
    demoFolder: string;
  }
}

const DEMO_SOURCES = join(REPO_ROOT, "apps/server/src/demo");

/** The generator's own text: a changed generator writes a new folder instead of reusing a stale one. */
const demoSourceHash = (): string => {
  const hash = createHash("sha256");
  for (const name of readdirSync(DEMO_SOURCES).sort())
    hash.update(name).update(readFileSync(join(DEMO_SOURCES, name)));
  return hash.digest("hex").slice(0, 12);
};

export const DEMO_FOLDER = join(REPO_ROOT, `.tmp/demo-scale-1-${demoSourceHash()}`);

export default async function setup(project: TestProject) {
  // The API suites serve pages too (the CSRF cookie comes with a page load), as `npm start` does.
  ensureWebBuilt(readConfig().webDist);
  // Deterministic, so a folder from an earlier run holds the same bytes.
  if (!existsSync(join(DEMO_FOLDER, "reference.json"))) {
    mkdirSync(DEMO_FOLDER, { recursive: true });
    await writeDemo(DEMO_FOLDER, { scale: 1 });
  }
  const files = [
    join(DEMO_FOLDER, "reference.json"),
    ...readdirSync(join(DEMO_FOLDER, "events"))
      .sort()
      .map((name) => join(DEMO_FOLDER, "events", name)),
  ];
  const databases: Partial<Record<Engine, string>> = {};
  const closers: (() => Promise<void>)[] = [];
  for (const engine of ENGINES) {
    const { db, test } = await openTestDb(engine);
    // Without statistics: the plan suites read from this small database the plans of a large one.
    const result = await ingestFiles(db, files, { statistics: false });
    if (!result.ok)
      throw new Error(`the demo data set was refused: ${JSON.stringify(result.problems.slice(0, 3))}`);
    await db.close();
    databases[engine] = test.url;
    closers.push(() => test.drop());
  }
  project.provide("demoDatabases", databases);
  project.provide("demoFolder", DEMO_FOLDER);
  return async () => {
    for (const close of closers) await close();
  };
}
