/**
 * What an id may be (docs/spec.md section 3). A module of its own so the web app can read links by the same
 * rule without the zod schemas of the endpoint table.
 */

/** The largest id a call takes. */
export const MAX_ID = 2_147_483_647;

/** An optional id's "none" or "any" (docs/spec.md section 3: -1 when absent). */
export const NO_ID = -1;
