/**
 * Records, leaders and form are kept per mode family (docs/statistics.md "Mode families"): battle royale, and
 * clash squad with bomb squad, never ranked together. `records` and `form_matches` take the family into their
 * keys; the leaders rows keep their `mode` column, where 0 (once every mode together) now holds the clash-squad
 * family's rankings. Every row these tables held was built the old way: they are emptied here (with the records'
 * whole answers), and a database that holds matches gets them again, per family, when it is next opened
 * (read-models/up-to-date.ts), since a migration never runs live code.
 */
import type { CreateTableBuilder, Kysely } from "kysely";

type ColumnType = "text" | "integer";

/** A table built again with the family in its primary key: its columns in order, each not null. */
async function createTable(
  db: Kysely<any>,
  table: string,
  columns: readonly (readonly [string, ColumnType])[],
  key: readonly string[],
) {
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table);
  for (const [name, type] of columns) builder = builder.addColumn(name, type, (c) => c.notNull());
  await builder.addPrimaryKeyConstraint(`${table}_pk`, [...key]).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("records").execute();
  await createTable(
    db,
    "records",
    [
      ["scope", "text"],
      ["context_id", "integer"],
      ["family", "text"],
      ["record", "text"],
      ["place", "integer"],
      ["value", "integer"],
      ["start_time", "integer"],
      ["single_match_id", "integer"],
      ["match_id", "integer"],
      ["event_id", "integer"],
      ["season_id", "integer"],
      ["mode", "integer"],
      ["team_id", "integer"],
      ["player_id", "integer"],
      ["teamplayer_id", "text"],
    ],
    ["scope", "context_id", "family", "record", "place"],
  );
  await db.schema.createIndex("records_scope_season").on("records").columns(["scope", "season_id"]).execute();
  await db.deleteFrom("ready_answers").where("call", "=", "records").execute();
  for (const table of ["leader_counts", "leader_ranks", "leader_sums"]) await db.deleteFrom(table).execute();
  await db.schema.dropTable("form_matches").execute();
  await createTable(
    db,
    "form_matches",
    [
      ["field", "text"],
      ["subject", "text"],
      ["family", "text"],
      ["total_matches", "integer"],
      ["matches", "text"],
    ],
    ["field", "subject", "family"],
  );
}
