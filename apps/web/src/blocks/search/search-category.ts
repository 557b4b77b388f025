/** The search category chosen last, remembered for the session (docs/spec.md section 2). */
import { SEARCH_CATEGORIES, type SearchCategory } from "./search-terms.ts";

const KEY = "match-stats.search-category";

export function storedCategory(): SearchCategory {
  try {
    const value = sessionStorage.getItem(KEY);
    return SEARCH_CATEGORIES.find((c) => c === value) ?? "match";
  } catch {
    return "match";
  }
}

export function storeCategory(category: SearchCategory): void {
  try {
    sessionStorage.setItem(KEY, category);
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
}
