/** Brings a database to the newest schema; the same migrations run on SQLite and PostgreSQL. */
import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as initial from "./migrations/001-initial.ts";
import * as listIndexes from "./migrations/002-list-indexes.ts";
import * as analyticsEvents from "./migrations/004-analytics-events.ts";
import * as analyticsDaily from "./migrations/005-analytics-daily.ts";
import * as queryReady from "./migrations/006-query-ready.ts";
import * as fewerFactIndexes from "./migrations/007-fewer-fact-indexes.ts";
import * as readyAnswers from "./migrations/011-ready-answers.ts";
import * as teamResultsByTeamEvent from "./migrations/013-team-results-by-team-event.ts";
import * as readyAnswersBrotliOnly from "./migrations/018-ready-answers-brotli-only.ts";
import * as readModelVersions from "./migrations/022-read-model-versions.ts";
import type { Database } from "./schema.ts";

const MIGRATIONS: Record<string, Migration> = {
  "001-initial": initial,
  "002-list-indexes": listIndexes,
  "004-analytics-events": analyticsEvents,
  "005-analytics-daily": analyticsDaily,
  "006-query-ready": queryReady,
  "007-fewer-fact-indexes": fewerFactIndexes,
  "011-ready-answers": readyAnswers,
  "013-team-results-by-team-event": teamResultsByTeamEvent,
  "018-ready-answers-brotli-only": readyAnswersBrotliOnly,
  "022-read-model-versions": readModelVersions,
};

/**
 * Migrations that made derived tables, which the read models now make themselves (read-models/tables.ts).
 * A database that ran them forgets them, since the migrator refuses a database that ran one it does not know.
 */
const RETIRED = [
  "003-player-search",
  "008-standings",
  "009-leaders",
  "010-records",
  "012-team-meetings",
  "014-list-counts",
  "015-form-matches",
  "016-weapon-picks",
  "017-placement-spreads",
  "019-match-answers",
  "020-series-standings",
  "021-mode-families",
];

/**
 * Whether the database has run every migration and no other: one read. The migrator's own check reads the
 * catalogue and takes its lock, 60 to 100 ms of every `npm run ingest` on PostgreSQL, where a live match's
 * whole run is meant to take under a second. Anything else (no such table yet, a migration missing or
 * unknown) is the migrator's to handle and report.
 */
async function upToDate(db: Kysely<Database>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    return rows.length === MIGRATION_NAMES.length && rows.every((row) => Object.hasOwn(MIGRATIONS, row.name));
  } catch {
    return false;
  }
}

async function forgetRetired(db: Kysely<Database>): Promise<void> {
  try {
    await sql`DELETE FROM kysely_migration WHERE name IN (${sql.join(RETIRED)})`.execute(db);
  } catch {
    // No migration has run yet.
  }
}

/** Every migration's name, oldest first. */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

/** Brings the database to the newest schema, or (`upTo`) to the schema after the migration of that name. */
export async function migrate(db: Kysely<Database>, upTo?: string): Promise<void> {
  if (upTo === undefined && (await upToDate(db))) return;
  await forgetRetired(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await (upTo === undefined
    ? migrator.migrateToLatest()
    : migrator.migrateTo(upTo));
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
