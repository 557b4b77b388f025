/**
 * What the list calls need so that their cost does not grow with the data:
 * - An index per search sort, holding the sort column then the id columns that break ties, so a page is
 *   read in order on both engines (SQLite's rowid would do for the tie, PostgreSQL needs the id in the
 *   index). They replace the single-column indexes of migrations 001 and 002 on the same columns.
 * - On PostgreSQL, the searched and sorted text columns collate "C": searches sort text by code point
 *   (`COLLATE "C"`), and an index serves that order only when it has that collation itself.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

const ID = ["id"];

/** Table, sort columns, and the columns that break ties, as search-sources.ts sorts. */
const ORDERS: [string, string[], string[]][] = [
  ["seasons", ["name_key", "start_date", "end_date"], ID],
  ["events", ["name_key", "host_region", "season_id", "mode", "start_time", "end_time"], ID],
  ["matches", ["name_key", "season_id", "event_id", "mode", "start_time", "end_time"], ID],
  ["teams", ["name_key", "region", "created_at"], ID],
];

/** Single-column indexes that the ordered indexes above start with. */
const REPLACED = [
  "seasons_name",
  "seasons_start",
  "seasons_end",
  "events_season",
  "events_name",
  "events_start",
  "events_end",
  "matches_season",
  "matches_event",
  "matches_name",
  "matches_start",
  "matches_end",
  "teams_name",
  "teams_created",
];

const C_COLLATED: [string, string[]][] = [
  ["seasons", ["name_key"]],
  ["events", ["name_key", "host_region"]],
  ["matches", ["name_key"]],
  ["teams", ["name_key", "region"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [table, columns] of C_COLLATED) {
      for (const column of columns) {
        await db.schema
          .alterTable(table)
          .alterColumn(column, (c) => c.setDataType(sql`text COLLATE "C"`))
          .execute();
      }
    }
  }
  for (const name of REPLACED) await db.schema.dropIndex(name).execute();
  for (const [table, columns, ties] of ORDERS) {
    for (const column of columns) {
      await db.schema
        .createIndex(`${table}_${column}_order`)
        .on(table)
        .columns([column, ...ties])
        .execute();
    }
  }
}
