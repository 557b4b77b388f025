import { describe, expect, it } from "vitest";
import { endLabelPositions, tickStep } from "./chart-layout.ts";

describe("chart layout", () => {
  it("labels every x when they fit, and every n-th when they do not", () => {
    expect(tickStep(6, 600)).toBe(1);
    expect(tickStep(50, 300)).toBe(9);
    expect(tickStep(0, 300)).toBe(1);
    // Longer labels ("Game 12" in Thai) take more room each.
    expect(tickStep(12, 440, 10)).toBe(3);
  });

  it("keeps end labels a line apart, in the order of their points, inside the plot", () => {
    expect(endLabelPositions([100, 105, null, 10], 200)).toEqual([
      { index: 3, y: 10 },
      { index: 0, y: 100 },
      { index: 1, y: 114 },
    ]);
    const crowded = endLabelPositions([195, 196, 197], 200);
    expect(crowded.map((label) => label.y)).toEqual([172, 186, 200]);
  });
});
