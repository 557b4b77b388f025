/**
 * How many rows each search list holds with no terms and no filter (read-models/search/list-counts.ts keeps them): a list
 * page's total was a count of every row, the one part of a list page that grew with the data. A list with no
 * row here holds no rows. Rows are derived: a database that already holds data gets them when next opened
 * (read-models/up-to-date.ts).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("list_counts")
    .addColumn("list", "text", (c) => c.primaryKey())
    .addColumn("total", "integer", (c) => c.notNull())
    .execute();
}
