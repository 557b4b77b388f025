/**
 * `npm run rebuild [-- --only NAME[,NAME...]]`: builds read models whole from the stored facts (all of them, or
 * the ones named and those built from them), in one transaction, one line per model.
 */
import { readConfig } from "../config.ts";
import { openDb } from "../db/connect.ts";
import { migrate } from "../db/migrate.ts";
import { rebuildReadModels } from "../read-models/up-to-date.ts";

const args = process.argv.slice(2);
const at = args.indexOf("--only");
const only = at === -1 ? [] : (args[at + 1] ?? "").split(",").filter((name) => name !== "");
if ((at !== -1 && only.length === 0) || args.some((arg, i) => arg !== "--only" && i !== at + 1)) {
  console.error("usage: npm run rebuild [-- --only NAME[,NAME...]]");
  process.exit(2);
}
const db = openDb(readConfig().databaseUrl);
const started = performance.now();
try {
  await migrate(db.kysely);
  await rebuildReadModels(db.kysely, only, console.log);
  console.log(`rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(
    `rebuild failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
