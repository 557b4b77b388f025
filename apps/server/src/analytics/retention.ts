/**
 * Analytics retention: events whose day is more than ANALYTICS_RETENTION_DAYS before today (UTC) are
 * counted into analytics_daily and deleted, a bounded batch per transaction so the write lock is never
 * held long.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

const DAY_SECONDS = 86_400;
/** The detail columns a daily count keeps: every column but the time of day. */
const DAILY_KEY = [
  "received_day",
  "name",
  "route",
  "category",
  "term_count",
  "download_kind",
  "table_id",
  "title",
] as const;

/** Unix seconds of the first moment kept in detail: midnight (UTC) `days` days before today's. */
function retentionStart(days: number, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) / 1000;
  return today - days * DAY_SECONDS;
}

/**
 * Rolls up to about `batch` of the oldest events past the retention (and any more of the same second) in
 * one transaction; answers how many, so a caller knows whether more are waiting.
 */
export async function rollUpOldEvents(
  db: Kysely<Database>,
  days: number,
  batch: number,
  now = new Date(),
): Promise<number> {
  const start = retentionStart(days, now);
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("analytics_events")
      .select("received_at")
      .where("received_at", "<", start)
      .orderBy("received_at")
      .limit(1)
      .offset(batch - 1)
      .executeTakeFirst();
    const [op, bound] = last ? (["<=", last.received_at] as const) : (["<", start] as const);
    await trx
      .insertInto("analytics_daily")
      .columns([...DAILY_KEY, "events"])
      .expression(
        trx
          .selectFrom("analytics_events")
          .where("received_at", op, bound)
          .select([...DAILY_KEY, (eb) => eb.fn.countAll<number>().as("events")])
          .groupBy([...DAILY_KEY]),
      )
      .execute();
    const deleted = await trx
      .deleteFrom("analytics_events")
      .where("received_at", op, bound)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}
