/**
 * Which rows a search's terms find. search_type 1: each term is an exact id (when it looks like one) or a
 * fragment of the name, in any script and any case. search_type 2: each term is an exact id or an exact
 * name (any case). Names are compared through their name_key column (db/name-key.ts); fragments are found
 * through name_grams (read-models/search/name-grams.ts), so every term is an index lookup.
 */
import { type RawBuilder, sql } from "kysely";
import { nameKey } from "../../db/name-key.ts";
import { characters, GRAM_LENGTH, type GramSource } from "./name-grams.ts";

export interface SearchTarget {
  /** The table searched, whose name pieces name_grams holds. */
  readonly source: GramSource;
  /** The column of the row's id; its name is in `name_key`. */
  readonly id: string;
  /** Ids are text: numeric ids written out and team-player ids (`<player_id>_<n>`) side by side. */
  readonly textId?: boolean;
}

const MAX_ID = 2_147_483_647;
const TEAM_PLAYER_ID = /^[1-9][0-9]{0,9}_(0|[1-9][0-9]{0,5})$/;

/** The term as a numeric id, if it can be one (an out-of-range number would fail on PostgreSQL). */
export const numericId = (term: string): number | undefined =>
  /^[0-9]{1,10}$/.test(term) && Number(term) <= MAX_ID ? Number(term) : undefined;

function asId(term: string, target: SearchTarget): number | string | undefined {
  const numeric = numericId(term);
  if (!target.textId) return numeric;
  return numeric !== undefined ? String(numeric) : TEAM_PLAYER_ID.test(term) ? term : undefined;
}

/**
 * The ids of the rows whose name holds the term: the names with its first piece, and for a longer term the
 * whole term checked on those. LIKE escape character: `!` rather than a backslash, which the two engines
 * quote differently.
 */
function holdingTerm(target: SearchTarget, term: string): RawBuilder<unknown> {
  const chars = characters(nameKey(term));
  const like = sql`name_key LIKE ${`%${chars.join("").replace(/[!%_]/g, "!$&")}%`} ESCAPE '!'`;
  const rows = sql`SELECT ${sql.ref(target.id)} FROM ${sql.table(target.source)}`;
  // A term NFKC folds to nothing is in every name.
  if (chars.length === 0) return sql`${rows} WHERE ${like}`;
  const named = sql`${rows} WHERE name_key IN (SELECT name_key FROM name_grams
    WHERE source = ${target.source} AND gram = ${chars.slice(0, GRAM_LENGTH).join("")})`;
  return chars.length <= GRAM_LENGTH ? named : sql`${named} AND ${like}`;
}

/**
 * The condition on the target's columns, or undefined when there are no terms (everything is listed). It is
 * one `IN` over a union of lookups, not an OR of them: PostgreSQL cannot use an index for a subquery under an
 * OR, and with an OR of exact ids and names it read a list's whole sort index to fill a page of a few rows
 * found (search_type 2, the player_new list at scale 10: 4,867 rows read for 3).
 */
export function termsCondition(
  target: SearchTarget,
  terms: readonly string[],
  searchType: 1 | 2,
): RawBuilder<boolean> | undefined {
  if (terms.length === 0) return undefined;
  const id = sql.ref(target.id);
  const where = (condition: RawBuilder<unknown>) =>
    sql`SELECT ${id} FROM ${sql.table(target.source)} WHERE ${condition}`;
  const ids = terms.flatMap((term) => asId(term, target) ?? []);
  const byId = ids.length > 0 ? [where(sql`${id} IN (${sql.join(ids)})`)] : [];
  const byName =
    searchType === 1
      ? terms.map((term) => holdingTerm(target, term))
      : [where(sql`name_key IN (${sql.join(terms.map(nameKey))})`)];
  return sql<boolean>`${id} IN (${sql.join([...byId, ...byName], sql` UNION ALL `)})`;
}
