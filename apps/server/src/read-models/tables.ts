/**
 * A read model's tables, declared beside it and made afresh whenever it is built whole: its rows are derived,
 * so no migration follows its shape, and a database whose table has another shape gets this one at the next
 * build (the shape is part of the model's stored version, read-model.ts).
 */
import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database, Float } from "../db/schema.ts";

/**
 * How a column is stored, every one not null. "code-point text" orders by code point on PostgreSQL as on
 * SQLite (`COLLATE "C"`): the searches sort so, and an index serves that order only with that collation.
 */
export type ColumnKind = "integer" | "bigint" | "double precision" | "text" | "code-point text" | "bytes";

type KindOf<V> = V extends Buffer
  ? "bytes"
  : V extends Float
    ? "double precision"
    : V extends string
      ? "text" | "code-point text"
      : "integer" | "bigint";

/** A table of `Database`: the compiler refuses a column left out or of another type. */
export interface TableSpec<T extends keyof Database> {
  readonly name: T;
  readonly columns: { readonly [C in keyof Database[T]]-?: KindOf<Database[T][C]> };
  readonly key: readonly (keyof Database[T] & string)[];
  /** Other indexes by name, each its columns in order (`name desc` for a descending one). */
  readonly indexes?: Readonly<Record<string, readonly string[]>>;
}

export type AnyTableSpec = { [T in keyof Database]: TableSpec<T> }[keyof Database];

/** Counter columns of one kind, for tables that hold a row of counters. */
export const counterColumns = <K extends string, Kind extends ColumnKind>(keys: readonly K[], kind: Kind) =>
  Object.fromEntries(keys.map((key) => [key, kind])) as Record<K, Kind>;

/** Drops the tables where they are and creates them as declared, empty. */
export async function makeTables(db: Kysely<Database>, specs: readonly AnyTableSpec[]): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const typeOf = (kind: ColumnKind) =>
    kind === "bytes"
      ? sql`bytea`
      : kind === "code-point text"
        ? postgres
          ? sql`text COLLATE "C"`
          : sql`text`
        : sql.raw(kind);
  for (const spec of specs) {
    await db.schema.dropTable(spec.name).ifExists().execute();
    let table: CreateTableBuilder<string, string> = db.schema.createTable(spec.name);
    for (const [column, kind] of Object.entries<ColumnKind>(spec.columns))
      table = table.addColumn(column, typeOf(kind), (c) => c.notNull());
    await table.addPrimaryKeyConstraint(`${spec.name}_pk`, [...spec.key]).execute();
    for (const [index, columns] of Object.entries(spec.indexes ?? {}))
      await db.schema
        .createIndex(index)
        .on(spec.name)
        .columns([...columns])
        .execute();
  }
}
