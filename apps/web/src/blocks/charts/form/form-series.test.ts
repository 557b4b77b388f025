import type { FormMatch } from "@match-stats/stats";
import { describe, expect, it } from "vitest";
import { formSeries, spansYears } from "./form-series.ts";

const match = (id: number, value: number | null): FormMatch => ({
  match_id: id,
  match_name: `Match ${id}`,
  event_id: 1,
  event_name: "Cup",
  start_time: 1_700_000_000 + id,
  mode: 1,
  games: 2,
  teamplayer_id: "9_1",
  value,
});

describe("the form series", () => {
  it("takes the statistic of each match and its rolling average over five", () => {
    const series = formSeries([1, 2, 3, 4, 5, 6].map((id) => match(id, id * 2)));
    expect(series.values).toEqual([2, 4, 6, 8, 10, 12]);
    expect(series.rolling).toEqual([2, 3, 4, 5, 6, 8]);
    expect(series.summary).toEqual({ matches: 6, mean: 7, from: 2, to: 8 });
  });

  it("leaves a match without the value out of the line and the summary", () => {
    const series = formSeries([match(1, 3), match(2, null), match(3, 1)]);
    expect(series.values).toEqual([3, null, 1]);
    expect(series.rolling).toEqual([3, 3, 2]);
    expect(series.summary).toEqual({ matches: 2, mean: 2, from: 3, to: 2 });
    expect(formSeries([match(1, null)]).summary).toBeNull();
  });
});

describe("the axis's years", () => {
  it("asks for years when the matches cross one, not within a year", () => {
    const may2024 = Date.UTC(2024, 4, 14) / 1000;
    const jul2024 = Date.UTC(2024, 6, 29) / 1000;
    const jul2026 = Date.UTC(2026, 6, 14) / 1000;
    expect(spansYears([may2024, jul2024])).toBe(false);
    expect(spansYears([may2024, jul2024, jul2026])).toBe(true);
  });
});
