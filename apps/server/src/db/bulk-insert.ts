/**
 * Writes many rows of one table in few, large statements whose SQL is built once per shape: Kysely's
 * query builder spent more time building a multi-row insert than the database spent running it.
 * SQLite: one prepared multi-row INSERT reused for every full batch. PostgreSQL: INSERT ... SELECT FROM
 * unnest(one array per column), a handful of parameters however many rows (no 65,535-parameter limit).
 */
import { CompiledQuery, type Kysely } from "kysely";
import { rowsPerInsert } from "./chunks.ts";
import type { Engine } from "./connect.ts";
import type { Database } from "./schema.ts";

export type Value = number | string;

/** Rows per statement on PostgreSQL: big enough that round trips vanish, small enough to stay in memory. */
const PG_ROWS_PER_INSERT = 5000;

export class BulkInsert {
  private readonly db: Kysely<Database>;
  private readonly engine: Engine;
  private readonly table: string;
  private readonly columns: readonly string[];
  private readonly limit: number;
  /** The buffered rows' values, row after row. */
  private values: Value[] = [];
  private readonly sqliteStatements = new Map<number, string>();
  /** Columns of double precision, whose values must not be cast to bigint on PostgreSQL. */
  private readonly floats: ReadonlySet<string>;

  constructor(
    db: Kysely<Database>,
    engine: Engine,
    table: keyof Database,
    columns: readonly string[],
    floats: readonly string[] = [],
  ) {
    this.db = db;
    this.engine = engine;
    this.table = table;
    this.columns = columns;
    this.floats = new Set(floats);
    this.limit = engine === "sqlite" ? rowsPerInsert(columns.length) : PG_ROWS_PER_INSERT;
  }

  /** One row: a value for each column, in the order of `columns`. */
  async add(row: readonly Value[]): Promise<void> {
    for (const value of row) this.values.push(value);
    if (this.values.length >= this.limit * this.columns.length) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.values.length === 0) return;
    const values = this.values;
    this.values = [];
    const rows = values.length / this.columns.length;
    const query =
      this.engine === "sqlite"
        ? CompiledQuery.raw(this.sqliteInsert(rows), values)
        : CompiledQuery.raw(this.postgresInsert(values), this.byColumn(values, rows));
    await this.db.executeQuery(query);
  }

  private columnList(): string {
    return this.columns.map((c) => `"${c}"`).join(", ");
  }

  private sqliteInsert(rows: number): string {
    let text = this.sqliteStatements.get(rows);
    if (!text) {
      const row = `(${this.columns.map(() => "?").join(", ")})`;
      text = `INSERT INTO "${this.table}" (${this.columnList()}) VALUES ${Array(rows).fill(row).join(", ")}`;
      this.sqliteStatements.set(rows, text);
    }
    return text;
  }

  /** Each column's array type follows its first value: text for strings, bigint (cast on insert) else. */
  private postgresInsert(values: readonly Value[]): string {
    const arrays = this.columns.map((column, i) => {
      const type = typeof values[i] === "string" ? "text" : this.floats.has(column) ? "float8" : "bigint";
      return `$${i + 1}::${type}[]`;
    });
    return `INSERT INTO "${this.table}" (${this.columnList()}) SELECT * FROM unnest(${arrays.join(", ")})`;
  }

  private byColumn(values: readonly Value[], rows: number): Value[][] {
    const width = this.columns.length;
    return this.columns.map((_, c) => {
      const column = new Array<Value>(rows);
      for (let r = 0; r < rows; r++) column[r] = values[r * width + c] as Value;
      return column;
    });
  }
}
