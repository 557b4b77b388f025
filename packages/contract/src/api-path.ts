/**
 * Where the calls live. A module of its own so the web app can import it (and `signing.ts`) without the
 * zod schemas of the endpoint table.
 */
export const API_PREFIX = "/api/match_stats/";
