/** The days of a time axis: with the year when the days span more than one, so no tick is misread. */
import { formatDay } from "../../i18n/i18n.ts";

const yearOf = (unixSeconds: number): number => new Date(unixSeconds * 1000).getUTCFullYear();

export const spansYears = (times: readonly number[]): boolean => new Set(times.map(yearOf)).size > 1;

export const dayTicks = (times: readonly number[]): string[] => {
  const withYear = spansYears(times);
  return times.map((time) => formatDay(time, withYear));
};
