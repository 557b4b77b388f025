/**
 * The search call's page sizes, on their own without zod, so the web app pages by the same numbers without
 * loading the schemas (`@match-stats/contract/search-limits`).
 */
export const MAX_PAGE_SIZE = 100;
/** What `size: -1` ("all") is capped at. */
export const MAX_ALL_ROWS = 1000;
