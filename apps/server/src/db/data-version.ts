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
