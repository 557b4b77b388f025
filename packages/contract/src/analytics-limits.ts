/**
 * The analytics call's bounds, on their own without zod, so the web app keeps to the same numbers without
 * loading the schemas (`@match-stats/contract/analytics-limits`).
 */
export const ANALYTICS_LIMITS = { batch: 50, text: 120, terms: 1000 } as const;
