/** `split` never breaks a cap and never hands out more than the total. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { split } from "../../src/demo/player-result.ts";

describe("split", () => {
  it("stays within the total and the caps, and uses all of the total when the caps allow", () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.array(fc.tuple(fc.nat(100), fc.nat(5_000)), { minLength: 1, maxLength: 6 }),
        (total, entries) => {
          const weights = entries.map(([w]) => w);
          const caps = entries.map(([, c]) => c);
          const parts = split(total, weights, caps);
          const given = parts.reduce((a, b) => a + b, 0);
          expect(given).toBeLessThanOrEqual(total);
          parts.forEach((part, i) => {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(caps[i] ?? 0);
            if (weights[i] === 0) expect(part).toBe(0);
          });
          const room = caps.reduce((a, c, i) => a + ((weights[i] ?? 0) > 0 ? c : 0), 0);
          expect(given).toBe(Math.min(total, room));
        },
      ),
    );
  });

  it("splits in proportion without caps", () => {
    expect(split(10, [1, 1])).toEqual([5, 5]);
    expect(split(7, [3, 0, 1])).toEqual([6, 0, 1]);
    expect(split(0, [1, 2])).toEqual([0, 0]);
  });
});
