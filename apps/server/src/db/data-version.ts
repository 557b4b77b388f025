import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** Bumped by every ingest; keys caches and ETags. */
export async function readDataVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("data_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** When the data was last loaded (unix seconds), or null before any ingest. */
export async function readDataUpdatedAt(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom("data_version")
    .select("updated_at")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.updated_at) || null;
}
