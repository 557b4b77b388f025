/**
 * Which rows a search's terms find. search_type 1: each term is an exact id (when it looks like one) or a
 * fragment of the name, in any script and any case. search_type 2: each term is an exact id or an exact
 * name (any case). Names are compared through their name_key column (db/name-key.ts).
 */
import { type RawBuilder, sql } from "kysely";
import { nameKey } from "../../db/name-key.ts";

export interface SearchTarget {
  /** Qualified columns of the row's id and its name_key. */
  readonly id: string;
  readonly nameKey: string;
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

/** LIKE escape character: `!` rather than a backslash, which the two engines quote differently. */
const likeContaining = (term: string): string => `%${nameKey(term).replace(/[!%_]/g, "!$&")}%`;

/** The condition on the target's columns, or undefined when there are no terms (everything is listed). */
export function termsCondition(
  target: SearchTarget,
  terms: readonly string[],
  searchType: 1 | 2,
): RawBuilder<boolean> | undefined {
  if (terms.length === 0) return undefined;
  const id = sql.ref(target.id);
  const key = sql.ref(target.nameKey);
  const ids = terms.flatMap((term) => asId(term, target) ?? []);
  const parts =
    searchType === 1
      ? [
          ...ids.map((value) => sql<boolean>`${id} = ${value}`),
          ...terms.map((term) => sql<boolean>`${key} LIKE ${likeContaining(term)} ESCAPE '!'`),
        ]
      : [
          ...(ids.length > 0 ? [sql<boolean>`${id} IN (${sql.join(ids)})`] : []),
          sql<boolean>`${key} IN (${sql.join(terms.map(nameKey))})`,
        ];
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}
