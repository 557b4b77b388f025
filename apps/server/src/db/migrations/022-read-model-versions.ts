/**
 * The version of each read model's rows (apps/server/src/read-models): a model whose code version differs from
 * the one stored with its rows is rebuilt when the database is next opened. A database without a row for a
 * model has rows written by code older than the registry, so every model is rebuilt once.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("read_model_versions")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("version", "text", (c) => c.notNull())
    .execute();
}
