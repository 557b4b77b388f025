/**
 * Form (docs/statistics.md "Form"): a subject's value match by match, oldest first, and its rolling average
 * over the last few matches, which the form chart draws beside the values.
 */

/** The matches a rolling average covers unless told otherwise. */
export const FORM_WINDOW = 5;

/**
 * The rolling average of `values` (oldest first) over `window` of them: at each point, the mean of the values
 * that are not null among that point and the `window - 1` before it. A null is skipped, not counted as 0; the
 * first points average over the points so far; a point whose window holds no value at all is null. Each point
 * weighs the same, whatever it is the average of.
 */
export function rollingAverage(values: readonly (number | null)[], window = FORM_WINDOW): (number | null)[] {
  if (!Number.isInteger(window) || window < 1) {
    throw new RangeError(`window must be a whole number of 1 or more, got ${window}`);
  }
  return values.map((_value, index) => {
    let sum = 0;
    let count = 0;
    // Summed afresh per point (a few values each) rather than slid, so no rounding carries from point to point.
    for (let i = Math.max(0, index - window + 1); i <= index; i++) {
      const value = values[i];
      if (value === null || value === undefined) continue;
      sum += value;
      count++;
    }
    return count === 0 ? null : sum / count;
  });
}
