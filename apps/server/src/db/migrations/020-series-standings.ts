/**
 * Clash-squad standings count drawn series (a best-of-2 at 1-1): `standings.matches_drawn`. The ranking
 * changed with it (series won, then game difference, in clash squad; kill points before kills in battle
 * royale: docs/statistics.md, Ranks), so the derived rows that hold ranks built by older code are dropped:
 * the standings, the match screens' ready tables and whole answers. `read-models/up-to-date.ts` builds them
 * again from the stored games when the database is next opened, with the standings', records' and points
 * races' whole answers that are built from them, since a migration never runs live code.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("standings")
    .addColumn("matches_drawn", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const table of ["standings", "match_tables", "match_answers"]) await db.deleteFrom(table).execute();
}
