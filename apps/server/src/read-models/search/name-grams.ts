/**
 * The name fragments the searches find rows by: every piece of one to three characters of every name_key,
 * per searched table. A search term of up to three characters is one lookup of this table's primary key;
 * a longer one looks up its first three characters and checks the whole term on the names found. So a
 * fragment search reads the names that hold it, never every name (a LIKE '%term%' cannot use an index).
 * Kept by ingest: a run adds the pieces of its new names. A renamed row leaves its old name's pieces
 * behind, which find no row and so do no harm.
 */
import type { Kysely } from "kysely";
import { chunks, rowsPerInsert } from "../../db/chunks.ts";
import { nameKey } from "../../db/name-key.ts";
import type { Database } from "../../db/schema.ts";
import type { RunIndex } from "../../ingest/run-index.ts";

/** The tables the search call reads, each with a name_key column. */
export const GRAM_SOURCES = ["seasons", "events", "matches", "teams", "player_search"] as const;
export type GramSource = (typeof GRAM_SOURCES)[number];

/** The longest piece stored: a longer term is looked up by its first piece this long. */
export const GRAM_LENGTH = 3;

/** Characters, not UTF-16 units: both engines' LIKE counts characters. */
export const characters = (text: string): string[] => Array.from(text);

/** Every distinct piece of 1 to GRAM_LENGTH characters of a name key. */
export function gramsOf(key: string): string[] {
  const chars = characters(key);
  const grams = new Set<string>();
  for (let start = 0; start < chars.length; start++) {
    for (let length = 1; length <= GRAM_LENGTH && start + length <= chars.length; length++) {
      grams.add(chars.slice(start, start + length).join(""));
    }
  }
  return [...grams];
}

async function addGrams(db: Kysely<Database>, source: GramSource, keys: Iterable<string>): Promise<void> {
  const rows = [...new Set(keys)].flatMap((key) =>
    gramsOf(key).map((gram) => ({ source, gram, name_key: key })),
  );
  for (const part of chunks(rows, rowsPerInsert(3))) {
    await db
      .insertInto("name_grams")
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** The pieces of every name a run writes: its reference rows' and its matches'. */
export async function addRunGrams(db: Kysely<Database>, index: RunIndex): Promise<void> {
  const names = (values: readonly { name: string }[]) => values.map((value) => nameKey(value.name));
  await addGrams(db, "seasons", names(index.values("season")));
  await addGrams(db, "events", names(index.values("event")));
  await addGrams(db, "teams", names(index.values("team")));
  await addGrams(db, "player_search", [
    ...names(index.values("player")),
    ...names(index.values("team_player")),
  ]);
  for (const part of chunks([...index.matches.keys()])) {
    const rows = await db
      .selectFrom("matches")
      .select("name_key")
      .distinct()
      .where("id", "in", part)
      .execute();
    await addGrams(
      db,
      "matches",
      rows.map((row) => row.name_key),
    );
  }
}

/** The pieces of every name held: for a database that already holds data when the table is created. */
export async function addAllGrams(db: Kysely<Database>): Promise<void> {
  for (const source of GRAM_SOURCES) {
    const rows = await db.selectFrom(source).select("name_key").distinct().execute();
    await addGrams(
      db,
      source,
      rows.map((row) => row.name_key),
    );
  }
}
