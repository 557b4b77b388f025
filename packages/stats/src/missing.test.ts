import { describe, expect, it } from "vitest";
import { isMissing, MISSING } from "./missing.ts";

describe("missing values", () => {
  it("shows as a dash", () => {
    expect(MISSING).toBe("-");
  });

  it.each([
    ["-1", -1],
    ["null", null],
    ["undefined", undefined],
    ["an empty string", ""],
    ["a blank string", "   "],
    ["an empty list", []],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
  ])("treats %s as missing", (_name, value) => {
    expect(isMissing(value)).toBe(true);
  });

  it.each([
    ["zero", 0],
    ["a negative other than -1", -2],
    ["a name", "Team A"],
    ["a dash typed as text", "-"],
    ["a list with an entry", ["TH"]],
  ])("keeps %s as a real value", (_name, value) => {
    expect(isMissing(value)).toBe(false);
  });
});
