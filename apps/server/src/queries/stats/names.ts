/** Reference rows (names, regions, logos, skill kinds) of what a table shows, by id. */
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";

type ReferenceTable = "seasons" | "events" | "teams" | "players" | "weapons" | "skills";

/** The rows of `ids` (a few hundred at most: the subjects of a handful of matches), by id. */
export async function byId<T extends ReferenceTable>(
  db: Kysely<Database>,
  table: T,
  ids: Iterable<number>,
): Promise<Map<number, Selectable<Database[T]>>> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await db
    .selectFrom(table as ReferenceTable)
    .selectAll()
    .where("id", "in", list)
    .execute();
  return new Map(rows.map((row) => [row.id, row as Selectable<Database[T]>]));
}
