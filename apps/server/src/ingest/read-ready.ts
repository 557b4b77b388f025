/**
 * What the read calls keep ready, brought up to date once a run's rows are written: built from those rows
 * (set-wise, by the run's matches and names), never row by row as they are inserted.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { writeListCounts } from "./list-counts.ts";
import { writeMatchTables } from "./match-tables-ready.ts";
import { addRunGrams } from "./name-grams.ts";
import type { RunIndex } from "./run-index.ts";

export async function writeReadyRows(db: Kysely<Database>, index: RunIndex): Promise<void> {
  await addRunGrams(db, index);
  await writeMatchTables(db, [...index.matches.keys()]);
  await writeListCounts(db);
}
