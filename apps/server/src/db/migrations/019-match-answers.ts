/**
 * `match_answers`: match_data's whole answer for one match, over all its games (single_match_id -1) or one
 * of them, names included: the envelope's brotli coding and the digest of its bytes, kept by ingest
 * (read-models/match-answers/match-answers.ts). The match screen's call reads one row by primary key and sends it as it is, where
 * it read and named the match's ready tables, wrote them as JSON and compressed them on every request: 1.2 to
 * 1.8 ms of CPU, which at ten connections put its p99 at two to four times the target (docs/performance.md,
 * "match_data"). A derived table: a database that already holds matches gets its rows when it is next opened
 * (read-models/up-to-date.ts).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("match_answers")
    .addColumn("match_id", "integer", (c) => c.notNull())
    .addColumn("single_match_id", "integer", (c) => c.notNull())
    .addColumn("digest", "text", (c) => c.notNull())
    .addColumn("br", "bytea", (c) => c.notNull())
    .addPrimaryKeyConstraint("match_answers_pk", ["match_id", "single_match_id"])
    .execute();
}
