import { describe, expect, it } from "vitest";
import { firstPoint, nextPoint, seriesAt } from "./point-walk.ts";

const VALUES = [
  [10, 20, 30],
  [15, null, 40],
  [5, 25, 25],
];

describe("walking a chart's points by keyboard", () => {
  it("moves along a series with Left and Right, stepping over missing points and stopping at the ends", () => {
    expect(nextPoint(VALUES, { series: 1, x: 0 }, "ArrowRight")).toEqual({ series: 1, x: 2 });
    expect(nextPoint(VALUES, { series: 1, x: 2 }, "ArrowLeft")).toEqual({ series: 1, x: 0 });
    expect(nextPoint(VALUES, { series: 0, x: 2 }, "ArrowRight")).toEqual({ series: 0, x: 2 });
    expect(nextPoint(VALUES, { series: 0, x: 0 }, "ArrowLeft")).toEqual({ series: 0, x: 0 });
  });

  it("jumps to the first and last point with Home and End", () => {
    expect(nextPoint(VALUES, { series: 2, x: 1 }, "Home")).toEqual({ series: 2, x: 0 });
    expect(nextPoint(VALUES, { series: 2, x: 1 }, "End")).toEqual({ series: 2, x: 2 });
  });

  it("moves Up and Down between the series by their value at that x", () => {
    expect(seriesAt(VALUES, 0)).toEqual([1, 0, 2]);
    expect(nextPoint(VALUES, { series: 0, x: 0 }, "ArrowUp")).toEqual({ series: 1, x: 0 });
    expect(nextPoint(VALUES, { series: 0, x: 0 }, "ArrowDown")).toEqual({ series: 2, x: 0 });
    expect(nextPoint(VALUES, { series: 1, x: 0 }, "ArrowUp")).toEqual({ series: 1, x: 0 });
    // Series 1 has no point at x 1: it is not in the order there.
    expect(seriesAt(VALUES, 1)).toEqual([2, 0]);
  });

  it("ignores keys it does not use, and starts on the leader at the end", () => {
    expect(nextPoint(VALUES, { series: 0, x: 0 }, "Enter")).toBeUndefined();
    expect(firstPoint(VALUES)).toEqual({ series: 1, x: 2 });
    expect(firstPoint([[null], [null]])).toBeUndefined();
  });
});
