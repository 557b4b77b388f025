/**
 * The missing-value rule (docs/spec.md section 3): the game writes -1 or leaves a value empty when it has none, and
 * every screen and export shows such a value as a dash. -1 is the marker only where a value cannot be
 * negative (ids, counts, rates, times); a signed value (a difference or a change, a column marked `signed` in
 * the catalogue) reads -1 as the number it is.
 */

export const MISSING = "-";

/**
 * True for -1 (unless the value is `signed`), null, undefined, a blank string and an empty array.
 * NaN and infinities count as missing too, so a broken computation shows a dash rather than "NaN".
 */
export const isMissing = (value: unknown, signed = false): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value === "number") return (value === -1 && !signed) || !Number.isFinite(value);
  // "Blank or missing values export as -" (docs/spec.md section 5): a whitespace-only string is blank.
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
};
