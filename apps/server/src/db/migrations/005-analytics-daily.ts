/**
 * Analytics retention: events older than ANALYTICS_RETENTION_DAYS are rolled into daily counts, one row
 * per day and distinct event (every detail column but the time of day), then deleted. A day rolled in more
 * than one batch may have more than one row for the same event: reports add `events` up. The index on
 * `received_at` lets each bounded batch find its oldest events without a scan.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_daily")
    .addColumn("received_day", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("route", "text")
    .addColumn("category", "text")
    .addColumn("term_count", "integer")
    .addColumn("download_kind", "text")
    .addColumn("table_id", "text")
    .addColumn("title", "text")
    .addColumn("events", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_daily_name_day")
    .on("analytics_daily")
    .columns(["name", "received_day"])
    .execute();
  await db.schema
    .createIndex("analytics_events_received")
    .on("analytics_events")
    .column("received_at")
    .execute();
}
