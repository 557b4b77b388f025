/**
 * The form names are stored and searched in: NFKC folds look-alike code points (full-width Latin, ligatures)
 * and toLowerCase works in every script, which SQL's lower() does not do on SQLite.
 */
export const nameKey = (name: string): string => name.normalize("NFKC").toLowerCase();
