/** Small helpers for the id lists inside rows and for answering rows in a given order. */

/** Lists of ids answer newest first (docs/spec.md section 9: the default list sort is descending id). */
export const idsDesc = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => b - a);

/** Keeps the ids in `only` when it is given (a subject's own seasons, events, matches or games). */
export const keep = (ids: readonly number[], only: ReadonlySet<number> | undefined): number[] =>
  only ? ids.filter((id) => only.has(id)) : [...ids];

/** Rows in the order of `ids`; an id without a row is left out. */
export function inOrderOf<K, R>(ids: readonly K[], rows: readonly R[], keyOf: (row: R) => K): R[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return ids.flatMap((id) => {
    const row = byKey.get(id);
    return row ? [row] : [];
  });
}
