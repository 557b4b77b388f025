/**
 * How many rows each search list holds with no terms and no filter, counted by the search's own queries once
 * a run's rows are written: a list page reads its total here rather than counting every row of the list
 * (docs/performance.md "search"). Whole, because the counts are a few index scans and any run may change them.
 */
import { SEARCH_FIELDS } from "@match-stats/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { countOf } from "./search-page.ts";
import { EVERY_ROW, SEARCH_SOURCES } from "./search-sources.ts";

export async function writeListCounts(db: Kysely<Database>): Promise<void> {
  const rows = [];
  for (const list of SEARCH_FIELDS) {
    const count = await countOf(SEARCH_SOURCES[list].query(db, EVERY_ROW)).execute(db);
    const total = Number(count.rows[0]?.total ?? 0);
    // A list with no row holds no rows: an empty database stays empty.
    if (total > 0) rows.push({ list, total });
  }
  await db.deleteFrom("list_counts").execute();
  if (rows.length > 0) await db.insertInto("list_counts").values(rows).execute();
}
