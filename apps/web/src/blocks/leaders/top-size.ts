/** Rows of the top-10 block of the season and event pages (its request, and the loaders' prefetch of it). */
export const TOP_SIZE = 10;
