import { describe, expect, it } from "vitest";
import { FORM_WINDOW, rollingAverage } from "./form.ts";

describe("the rolling average", () => {
  it("averages each point with the four before it, by default", () => {
    expect(FORM_WINDOW).toBe(5);
    expect(rollingAverage([5, 5, 5, 5, 5, 10, 0])).toEqual([5, 5, 5, 5, 5, 6, 5]);
  });

  it("averages the first points over the points so far", () => {
    expect(rollingAverage([2, 4, 9], 5)).toEqual([2, 3, 5]);
  });

  it("skips nulls rather than counting them as 0, within the same window", () => {
    expect(rollingAverage([4, null, 8, null, null, null, null], 3)).toEqual([4, 4, 6, 8, 8, null, null]);
  });

  it("is null where the window holds no value, and empty without values", () => {
    expect(rollingAverage([null, null, 3], 2)).toEqual([null, null, 3]);
    expect(rollingAverage([])).toEqual([]);
  });

  it("is the values themselves over a window of one", () => {
    expect(rollingAverage([1, null, 3], 1)).toEqual([1, null, 3]);
  });

  it("refuses a window that is not a whole number of 1 or more", () => {
    for (const window of [0, -1, 2.5, Number.NaN])
      expect(() => rollingAverage([1], window)).toThrow(RangeError);
  });
});
