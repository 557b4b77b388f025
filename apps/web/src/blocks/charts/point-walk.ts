/**
 * Keyboard focus between a chart's points: Left and Right walk a series along the x axis, Up and Down move to
 * the series just above or below at the same x (by value, as the tooltip lists them), Home and End jump to
 * the first and last x. Points without a value are stepped over.
 */
export interface PointRef {
  readonly series: number;
  readonly x: number;
}

/** The values of each series, by x; null where the series has no point. */
export type SeriesValues = readonly (readonly (number | null)[])[];

/** The series with a point at x, highest value first (ties in series order). */
export const seriesAt = (values: SeriesValues, x: number): number[] =>
  values
    .map((line, series) => ({ series, value: line[x] }))
    .filter((entry): entry is { series: number; value: number } => entry.value != null)
    .sort((a, b) => b.value - a.value || a.series - b.series)
    .map((entry) => entry.series);

const hasPoint = (values: SeriesValues, { series, x }: PointRef): boolean => values[series]?.[x] != null;

/** Walks from `from` by `step` along its series to the next x with a point, or stays. */
const along = (values: SeriesValues, from: PointRef, step: 1 | -1, start = from.x + step): PointRef => {
  const length = values[from.series]?.length ?? 0;
  for (let x = start; x >= 0 && x < length; x += step)
    if (hasPoint(values, { series: from.series, x })) return { series: from.series, x };
  return from;
};

/** Where focus goes from `from` on `key`; undefined for a key the chart does not use. */
export function nextPoint(values: SeriesValues, from: PointRef, key: string): PointRef | undefined {
  switch (key) {
    case "ArrowRight":
      return along(values, from, 1);
    case "ArrowLeft":
      return along(values, from, -1);
    case "Home":
      return along(values, from, 1, 0);
    case "End":
      return along(values, from, -1, (values[from.series]?.length ?? 1) - 1);
    case "ArrowUp":
    case "ArrowDown": {
      const order = seriesAt(values, from.x);
      const next = order[order.indexOf(from.series) + (key === "ArrowUp" ? -1 : 1)];
      return next === undefined ? from : { series: next, x: from.x };
    }
    default:
      return undefined;
  }
}

/** The point focus starts on: the top series at the last x that has any point. */
export function firstPoint(values: SeriesValues): PointRef | undefined {
  const length = Math.max(0, ...values.map((line) => line.length));
  for (let x = length - 1; x >= 0; x--) {
    const top = seriesAt(values, x)[0];
    if (top !== undefined) return { series: top, x };
  }
  return undefined;
}
