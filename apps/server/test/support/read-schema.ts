/**
 * What a database's schema is, read from the engine's own catalogue in one shape for both engines: each
 * table's columns with their type and nullability, its primary key, and its other indexes.
 */
import { type Kysely, sql } from "kysely";
import type { Engine } from "../../src/db/connect.ts";

/** A column as "integer", "bigint", "double precision", "text" or "bytea", followed by " null" when it may hold null. */
export type ColumnText = string;

export interface Schema {
  readonly columns: Record<string, Record<string, ColumnText>>;
  readonly primaryKeys: Record<string, readonly string[]>;
  /** `name ON table (columns)`, with ` UNIQUE` for a unique index; sorted. */
  readonly indexes: readonly string[];
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  nullable: number | boolean;
  pk: number;
}

interface IndexRow {
  table_name: string;
  index_name: string;
  column_name: string;
  is_unique: number | boolean;
  is_primary: number | boolean;
}

const PG_TYPES: Record<string, string> = {
  int4: "integer",
  int8: "bigint",
  float8: "double precision",
  text: "text",
  bytea: "bytea",
};

/** The migrator's own bookkeeping tables are not part of the schema. */
const isOwnTable = (name: string): boolean => !name.startsWith("kysely_");

// `notnull` is 0 for an SQLite primary key column unless declared, yet such a column never holds null in
// our tables (PostgreSQL enforces it): a key column counts as not null on both engines.
const SQLITE_COLUMNS = sql<ColumnRow>`
  SELECT m.name AS table_name, c.name AS column_name, lower(c.type) AS data_type,
         (c."notnull" = 0 AND c.pk = 0) AS nullable, c.pk AS pk
  FROM sqlite_master m, pragma_table_info(m.name) c
  WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`;

// Primary keys are read from pragma_table_info; an index from a constraint (origin 'pk' or 'u') is not ours.
const SQLITE_INDEXES = sql<IndexRow>`
  SELECT m.name AS table_name, l.name AS index_name, i.name AS column_name, l."unique" AS is_unique,
         0 AS is_primary
  FROM sqlite_master m, pragma_index_list(m.name) l, pragma_index_info(l.name) i
  WHERE m.type = 'table' AND l.origin = 'c'
  ORDER BY m.name, l.name, i.seqno`;

const PG_COLUMNS = sql<ColumnRow>`
  SELECT c.relname AS table_name, a.attname AS column_name, t.typname AS data_type,
         NOT a.attnotnull AS nullable, 0 AS pk
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_type t ON t.oid = a.atttypid
  WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`;

const PG_INDEXES = sql<IndexRow>`
  SELECT t.relname AS table_name, i.relname AS index_name, a.attname AS column_name,
         x.indisunique AS is_unique, x.indisprimary AS is_primary
  FROM pg_index x
  JOIN pg_class i ON i.oid = x.indexrelid
  JOIN pg_class t ON t.oid = x.indrelid
  JOIN pg_namespace n ON n.oid = t.relnamespace
  CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, position)
  JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
  WHERE n.nspname = 'public'
  ORDER BY t.relname, i.relname, k.position`;

export async function readSchema<DB>(db: Kysely<DB>, engine: Engine): Promise<Schema> {
  const [columnRows, indexRows] =
    engine === "sqlite"
      ? [(await SQLITE_COLUMNS.execute(db)).rows, (await SQLITE_INDEXES.execute(db)).rows]
      : [(await PG_COLUMNS.execute(db)).rows, (await PG_INDEXES.execute(db)).rows];

  const columns: Record<string, Record<string, ColumnText>> = {};
  const keyColumns: Record<string, [number, string][]> = {};
  for (const row of columnRows.filter((r) => isOwnTable(r.table_name))) {
    const type = engine === "sqlite" ? row.data_type : (PG_TYPES[row.data_type] ?? row.data_type);
    columns[row.table_name] ??= {};
    columns[row.table_name]![row.column_name] = row.nullable ? `${type} null` : type;
    if (row.pk > 0)
      keyColumns[row.table_name] = [...(keyColumns[row.table_name] ?? []), [row.pk, row.column_name]];
  }
  const primaryKeys: Record<string, string[]> = {};
  for (const [table, keys] of Object.entries(keyColumns)) {
    primaryKeys[table] = keys.sort(([a], [b]) => a - b).map(([, column]) => column);
  }

  const indexes = new Map<string, { table: string; unique: boolean; columns: string[] }>();
  for (const row of indexRows.filter((r) => isOwnTable(r.table_name))) {
    if (row.is_primary) {
      primaryKeys[row.table_name] = [...(primaryKeys[row.table_name] ?? []), row.column_name];
      continue;
    }
    const index = indexes.get(row.index_name) ?? {
      table: row.table_name,
      unique: Boolean(row.is_unique),
      columns: [],
    };
    index.columns.push(row.column_name);
    indexes.set(row.index_name, index);
  }
  return {
    columns,
    primaryKeys,
    indexes: [...indexes]
      .map(([name, i]) => `${name} ON ${i.table} (${i.columns.join(", ")})${i.unique ? " UNIQUE" : ""}`)
      .sort(),
  };
}
