/**
 * The form answer as chart series: its statistic's value in each match, oldest first, and its rolling average
 * (`rollingAverage` of packages/stats), with the facts the text summary states.
 */
import { type FormMatch, rollingAverage } from "@match-stats/stats";

export interface FormSeries {
  readonly values: readonly (number | null)[];
  readonly rolling: readonly (number | null)[];
  readonly summary: FormSummary | null;
}

export interface FormSummary {
  readonly matches: number;
  /** The mean of the matches' values (each match weighs the same). */
  readonly mean: number;
  /** The rolling average at the first and at the last match. */
  readonly from: number;
  readonly to: number;
}

export function formSeries(matches: readonly FormMatch[]): FormSeries {
  const values = matches.map((match) => match.value);
  const rolling = rollingAverage(values);
  const present = values.filter((value): value is number => value !== null);
  const known = rolling.filter((value): value is number => value !== null);
  const summary =
    present.length === 0
      ? null
      : {
          matches: present.length,
          mean: present.reduce((sum, value) => sum + value, 0) / present.length,
          from: known[0] ?? 0,
          to: known.at(-1) ?? 0,
        };
  return { values, rolling, summary };
}

/** Whether the matches span more than one year (UTC): then each tick needs its year to read right. */
export const spansYears = (startTimes: readonly number[]): boolean =>
  new Set(startTimes.map((seconds) => new Date(seconds * 1000).getUTCFullYear())).size > 1;
