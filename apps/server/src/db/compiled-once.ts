/**
 * Queries built and compiled once per shape. Kysely builds and compiles every query afresh, which for the
 * records call took longer than SQLite took to run it (docs/performance.md, "Calls answered from kept rows"). A query
 * whose SQL depends only on its shape is built once with slots where its values go; each later call only
 * fills the slots with its own values and runs the same SQL (on PostgreSQL a named statement, db/connect.ts).
 */
import { type Compilable, CompiledQuery, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** Stands in for the value at `index` of a call's values while its query is built. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

/** A slot, typed as the value it stands for, to pass wherever the query builder takes a value. */
export const slot = <T>(index: number): T => new Slot(index) as unknown as T;

interface Template {
  readonly sql: string;
  /** Each parameter: a slot to fill, or a value the shape fixed. */
  readonly parameters: readonly unknown[];
}

/** Compiled SQL per database (the dialect writes it) and shape. */
const templates = new WeakMap<Kysely<Database>, Map<string, Template>>();

/**
 * Runs the query `build` makes for `shape` with `values` in its slots. `build` must give the same query for
 * the same shape: everything that varies between calls of a shape goes through `slot`.
 */
export async function runCompiled<O>(
  db: Kysely<Database>,
  shape: string,
  build: () => Compilable<O>,
  values: readonly unknown[],
): Promise<O[]> {
  let byShape = templates.get(db);
  if (!byShape) {
    byShape = new Map();
    templates.set(db, byShape);
  }
  let template = byShape.get(shape);
  if (!template) {
    const compiled = build().compile();
    template = { sql: compiled.sql, parameters: compiled.parameters };
    byShape.set(shape, template);
  }
  return (await db.executeQuery(withValues(template, values))).rows as O[];
}

/** A query built with slots, each slot given its value from `values` (to run it, or to read its plan). */
export const withValues = (query: Template, values: readonly unknown[]): CompiledQuery =>
  CompiledQuery.raw(
    query.sql,
    query.parameters.map((p) => (p instanceof Slot ? values[p.index] : p)),
  );

/**
 * An id list for a query compiled once per list length: padded to the next power of two by repeating its
 * last id (an `IN` list that names an id twice finds the same rows), so lists of any length take one of a
 * dozen shapes rather than one each. `ids` is the padded list, `slots` its slots from `first` on, and
 * `shape` names the padded length.
 */
export function paddedIds<T extends number | string>(
  ids: readonly T[],
  first = 0,
): { ids: T[]; slots: T[]; shape: string } {
  const length = ids.length <= 1 ? ids.length : 2 ** Math.ceil(Math.log2(ids.length));
  const padded = Array.from({ length }, (_, i) => ids[Math.min(i, ids.length - 1)] as T);
  return { ids: padded, slots: padded.map((_, i) => slot<T>(first + i)), shape: String(length) };
}
