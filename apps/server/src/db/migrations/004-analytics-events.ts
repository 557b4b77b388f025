/**
 * The web app's analytics events (the analytics_events call), append-only. There is deliberately no column
 * for who sent an event (address, token, user agent): what is not a column cannot be stored. The day is
 * stored as text so that reports group by it with the same SQL on both engines.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_events")
    .addColumn("received_at", "integer", (c) => c.notNull())
    .addColumn("received_day", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("route", "text")
    .addColumn("category", "text")
    .addColumn("term_count", "integer")
    .addColumn("download_kind", "text")
    .addColumn("table_id", "text")
    .addColumn("title", "text")
    .execute();
  await db.schema
    .createIndex("analytics_events_name_day")
    .on("analytics_events")
    .columns(["name", "received_day"])
    .execute();
}
