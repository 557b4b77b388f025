/**
 * `npm run ingest -- FILE|DIR...`: loads ingest files, all or nothing.
 * Exit 0 loaded, 1 refused (problems listed), 2 usage, 3 failed for another reason (nothing written).
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { readConfig } from "../config.ts";
import { openDb } from "../db/connect.ts";
import { diskFull, redactUrl } from "../db/faults.ts";
import { migrate } from "../db/migrate.ts";
import { ingestFiles } from "../ingest/ingest.ts";
import { formatProblem } from "../ingest/problems.ts";
import { bringReadModelsUpToDate } from "../read-models/up-to-date.ts";

/** A directory stands for every .json file below it, in name order. */
function expand(path: string): string[] {
  if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(path, name));
}

const args = process.argv.slice(2);
if (args.length === 0 || args.includes("--help")) {
  console.error("usage: npm run ingest -- FILE|DIR...   (see docs/ingest-format.md)");
  process.exit(2);
}
const files = args.flatMap(expand);
const config = readConfig();
const db = openDb(config.databaseUrl);
const started = performance.now();
try {
  await migrate(db.kysely);
  await bringReadModelsUpToDate(db.kysely, console.log);
  const result = await ingestFiles(db, files, {
    logoHosts: config.logoHosts,
    onWriting: (file) =>
      console.log(file === null ? `checked ${files.length} file(s); writing` : `wrote ${file}`),
  });
  if (!result.ok) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    if (result.dropped > 0) console.error(`... and ${result.dropped} more problem(s)`);
    console.error(`Refused: ${result.problems.length + result.dropped} problem(s); nothing was written.`);
    process.exitCode = 1;
  } else {
    const { matches, games, playerResults } = result.summary;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `Loaded ${files.length} file(s): ${matches} matches, ${games} games, ${playerResults} player results in ${seconds} s; data version ${result.dataVersion}.`,
    );
  }
} catch (error) {
  const full = diskFull(error);
  if (full !== undefined) {
    const where =
      db.engine === "sqlite"
        ? config.databaseUrl
        : `the PostgreSQL database at ${redactUrl(config.databaseUrl)}`;
    console.error(`the disk holding ${where} is full (${full}); nothing was written`);
  } else
    console.error(
      `Ingest failed, nothing was written: ${error instanceof Error ? error.message : String(error)}`,
    );
  process.exitCode = 3;
} finally {
  await db.close();
}
