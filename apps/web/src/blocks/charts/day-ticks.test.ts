import { describe, expect, it } from "vitest";
import { dayTicks, spansYears } from "./day-ticks.ts";

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`) / 1000;

describe("a time axis's days", () => {
  it("carry the year when they span more than one", () => {
    const times = [day("2025-12-20"), day("2026-01-10")];
    expect(spansYears(times)).toBe(true);
    expect(dayTicks(times).every((tick) => /2025|2026/.test(tick))).toBe(true);
  });

  it("leave it out within one year", () => {
    const times = [day("2026-05-14"), day("2026-07-29")];
    expect(spansYears(times)).toBe(false);
    expect(dayTicks(times).some((tick) => tick.includes("2026"))).toBe(false);
  });
});
