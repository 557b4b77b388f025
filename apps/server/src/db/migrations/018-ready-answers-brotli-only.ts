/**
 * Whole answers keep their brotli coding only. Every browser asks for brotli; the few clients that accept
 * gzip alone get it compressed from the decoded bytes when they ask, and the cache keeps it from there
 * (api/cache.ts). The gzip copy had cost as much disk as the brotli one, and reading both cost PostgreSQL
 * twice the bytes per answer; for match answers (migration 019) writing it was a third of ingest's time
 * spent on them (docs/performance.md, "match_data").
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("ready_answers").dropColumn("gzip").execute();
}
