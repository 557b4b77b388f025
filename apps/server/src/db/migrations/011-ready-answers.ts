/**
 * `ready_answers`: whole answers of the calls that have one per scope (records and standings of an event, a
 * season, all time), names included: the envelope's brotli and gzip codings and the digest of its bytes
 * (for the ETag), kept by ingest (read-models/ready-answers.ts). Such a call reads one row by primary key and
 * sends it as it is, where reading the scope's rows with their names, writing them as JSON and compressing
 * them took most of its time (docs/performance.md, "Calls answered from kept rows"). A derived table: a database that
 * already holds matches gets its rows when it is next opened (read-models/up-to-date.ts).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("ready_answers")
    .addColumn("call", "text", (c) => c.notNull())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("context_id", "integer", (c) => c.notNull())
    .addColumn("digest", "text", (c) => c.notNull())
    .addColumn("br", "bytea", (c) => c.notNull())
    .addColumn("gzip", "bytea", (c) => c.notNull())
    .addPrimaryKeyConstraint("ready_answers_pk", ["call", "scope", "context_id"])
    .execute();
}
