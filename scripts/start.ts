/**
 * `npm start`: builds the web app if it is not built, creates the database and fills it with the scale-1
 * demo data set when it is empty, then serves the site and the API.
 */
import { join } from "node:path";
import { serveCluster } from "@match-stats/server/cluster";
import { REPO_ROOT } from "@match-stats/server/config";
import { redactUrl, shortReason } from "@match-stats/server/db/faults";
import { waitForDatabase } from "@match-stats/server/db/health";
import { migrate } from "@match-stats/server/db/migrate";
import { writeDemo } from "@match-stats/server/demo/write";
import { ingestFiles } from "@match-stats/server/ingest/ingest";
import { formatProblem } from "@match-stats/server/ingest/problems";
import { readConfigOrExit } from "@match-stats/server/log";
import { bringReadModelsUpToDate } from "@match-stats/server/read-models/up-to-date";
import { openServerDb, serve, warnOfDevSecret } from "@match-stats/server/serve";
import { ensureWebBuilt } from "@match-stats/server/web-build";

// A bad setting stops the start before anything is built or opened.
const config = readConfigOrExit();
ensureWebBuilt(config.webDist);

const db = openServerDb(config);
// Not reachable yet (starting, failing over): wait, one line per attempt. Any other refusal: one line, exit 1.
await waitForDatabase(db, config.databaseUrl).catch((error: unknown) => {
  console.error(`cannot use the database at ${redactUrl(config.databaseUrl)}: ${shortReason(error)}`);
  process.exit(1);
});
await migrate(db.kysely);
await bringReadModelsUpToDate(db.kysely, console.log);
const anyMatch = await db.kysely.selectFrom("matches").select("id").limit(1).executeTakeFirst();
if (!anyMatch) {
  const started = performance.now();
  console.log("The database is empty: loading the scale-1 demo data set...");
  const files = await writeDemo(join(REPO_ROOT, "data/demo-scale-1"), { scale: 1 });
  const result = await ingestFiles(db, files);
  if (!result.ok) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Loaded ${result.summary.matches} matches and ${result.summary.games} games in ${seconds} s.`);
}
if (config.workers > 1) {
  // Each worker opens the database itself; this process only forks and watches them.
  warnOfDevSecret(config);
  await db.close();
  await serveCluster(config, db.engine);
} else await serve(config, db);
