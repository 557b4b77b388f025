/**
 * `record_answers`: the records call's whole answer for each scope (an event, a season, all time), names
 * included: the bytes of its envelope and of their brotli and gzip codings, kept by ingest
 * (ingest/record-answers.ts). The call reads one row by primary key and sends it as it is, where reading
 * the scope's rows with their names, writing them as JSON and compressing them took most of its time
 * (docs/performance.md, "The issue-16 calls"). A derived table: a database that already holds records gets
 * its rows when it is next opened (ingest/derived-rows.ts).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("record_answers")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("context_id", "integer", (c) => c.notNull())
    .addColumn("body", "bytea", (c) => c.notNull())
    .addColumn("br", "bytea", (c) => c.notNull())
    .addColumn("gzip", "bytea", (c) => c.notNull())
    .addPrimaryKeyConstraint("record_answers_pk", ["scope", "context_id"])
    .execute();
}
