/** Brings a database to the newest schema; the same migrations run on SQLite and PostgreSQL. */
import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as initial from "./migrations/001-initial.ts";
import * as listIndexes from "./migrations/002-list-indexes.ts";
import * as playerSearch from "./migrations/003-player-search.ts";
import * as analyticsEvents from "./migrations/004-analytics-events.ts";
import * as analyticsDaily from "./migrations/005-analytics-daily.ts";
import * as queryReady from "./migrations/006-query-ready.ts";
import * as fewerFactIndexes from "./migrations/007-fewer-fact-indexes.ts";
import * as standings from "./migrations/008-standings.ts";
import * as leaders from "./migrations/009-leaders.ts";
import * as records from "./migrations/010-records.ts";
import * as readyAnswers from "./migrations/011-ready-answers.ts";
import * as teamMeetings from "./migrations/012-team-meetings.ts";
import * as teamResultsByTeamEvent from "./migrations/013-team-results-by-team-event.ts";
import * as listCounts from "./migrations/014-list-counts.ts";
import * as formMatches from "./migrations/015-form-matches.ts";
import * as weaponPicks from "./migrations/016-weapon-picks.ts";
import * as placementSpreads from "./migrations/017-placement-spreads.ts";
import * as readyAnswersBrotliOnly from "./migrations/018-ready-answers-brotli-only.ts";
import * as matchAnswers from "./migrations/019-match-answers.ts";
import * as seriesStandings from "./migrations/020-series-standings.ts";
import * as modeFamilies from "./migrations/021-mode-families.ts";
import * as readModelVersions from "./migrations/022-read-model-versions.ts";
import type { Database } from "./schema.ts";

const MIGRATIONS: Record<string, Migration> = {
  "001-initial": initial,
  "002-list-indexes": listIndexes,
  "003-player-search": playerSearch,
  "004-analytics-events": analyticsEvents,
  "005-analytics-daily": analyticsDaily,
  "006-query-ready": queryReady,
  "007-fewer-fact-indexes": fewerFactIndexes,
  "008-standings": standings,
  "009-leaders": leaders,
  "010-records": records,
  "011-ready-answers": readyAnswers,
  "012-team-meetings": teamMeetings,
  "013-team-results-by-team-event": teamResultsByTeamEvent,
  "014-list-counts": listCounts,
  "015-form-matches": formMatches,
  "016-weapon-picks": weaponPicks,
  "017-placement-spreads": placementSpreads,
  "018-ready-answers-brotli-only": readyAnswersBrotliOnly,
  "019-match-answers": matchAnswers,
  "020-series-standings": seriesStandings,
  "021-mode-families": modeFamilies,
  "022-read-model-versions": readModelVersions,
};

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

/** Every migration's name, oldest first. */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

/** Brings the database to the newest schema, or (`upTo`) to the schema after the migration of that name. */
export async function migrate(db: Kysely<Database>, upTo?: string): Promise<void> {
  if (upTo === undefined && (await upToDate(db))) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await (upTo === undefined
    ? migrator.migrateToLatest()
    : migrator.migrateTo(upTo));
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
