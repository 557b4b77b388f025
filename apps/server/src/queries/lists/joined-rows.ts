/**
 * Rows of a one-to-many outer join (a season and its events, a team and its records), grouped back: each
 * "one" once, in the order first read, with its "many" in the order read. Read so, a row and its inner list
 * take one statement, where reading them apart took two (a round trip each on PostgreSQL).
 */
export interface Joined<R, V> {
  /** The first row read of the group: the "one"'s columns. */
  readonly row: R;
  /** The group's inner items; a row without one (the outer join's nulls) adds none. */
  readonly items: V[];
}

export function groupJoined<R, K, V>(
  rows: Iterable<R>,
  keyOf: (row: R) => K,
  itemOf: (row: R) => V | null | undefined,
  into: Map<K, Joined<R, V>> = new Map(),
): Map<K, Joined<R, V>> {
  for (const row of rows) {
    const group = into.get(keyOf(row)) ?? { row, items: [] };
    into.set(keyOf(row), group);
    const item = itemOf(row);
    if (item !== null && item !== undefined) group.items.push(item);
  }
  return into;
}
