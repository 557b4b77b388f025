import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio, MARKERS, SERIES_COLOURS, seriesLook } from "./palette.ts";

const theme = readFileSync(new URL("../../styles/theme.css", import.meta.url), "utf8");
const themeColour = (name: string): string => {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`).exec(theme)?.[1];
  if (!found) throw new Error(`theme.css has no --${name}`);
  return found;
};

describe("the series palette", () => {
  it("keeps 3:1 contrast against every background a chart sits on", () => {
    for (const background of ["bg", "surface", "surface-2"].map(themeColour))
      for (const colour of SERIES_COLOURS)
        expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(3);
  });

  it("gives the first 24 series each a colour and marker pair of its own", () => {
    const pairs = Array.from({ length: 24 }, (_, i) => seriesLook(i)).map((l) => `${l.colour} ${l.marker}`);
    expect(new Set(pairs).size).toBe(24);
    expect(MARKERS.length * SERIES_COLOURS.length).toBeGreaterThanOrEqual(24);
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
