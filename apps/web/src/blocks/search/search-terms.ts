/**
 * What a search box entry means (docs/spec.md sections 4 and 5): the terms, and for the Match category whether
 * they open the match detail, the match list, or nothing.
 */

/** Up to 8 match ids per match search (docs/spec.md section 9). */
export const MAX_MATCH_TERMS = 8;

export const SEARCH_CATEGORIES = ["match", "season", "event", "team", "player"] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** The comma-separated terms of an entry, trimmed, empty ones dropped. */
export const splitTerms = (input: string): string[] =>
  input
    .split(",")
    .map((term) => term.trim())
    .filter((term) => term !== "");

/** search_type 1 for one term, 2 for several (docs/spec.md section 5). */
export const searchTypeOf = (terms: readonly string[]): 1 | 2 => (terms.length > 1 ? 2 : 1);

const DIGITS = /^\d+$/;

/** Where a search goes. */
export type SearchPlan =
  /** Nothing to search: home, with "No Data". */
  | { readonly kind: "none" }
  /** Match ids: the match detail of those found. */
  | { readonly kind: "match_ids"; readonly ids: readonly number[] }
  /** Terms for the result list of a category. */
  | { readonly kind: "list"; readonly terms: readonly string[] };

export function planSearch(category: SearchCategory, input: string): SearchPlan {
  const terms = splitTerms(input);
  if (terms.length === 0) return { kind: "none" };
  if (category !== "match") return { kind: "list", terms };
  const entries = terms.slice(0, MAX_MATCH_TERMS);
  const allDigits = entries.every((term) => DIGITS.test(term));
  if (allDigits) return { kind: "match_ids", ids: entries.map(Number) };
  // Several entries must all be ids; one name is looked up in the match list.
  return entries.length > 1 ? { kind: "none" } : { kind: "list", terms: entries };
}
