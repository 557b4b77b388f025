import { describe, expect, it } from "vitest";
import { formLabel, MODE_FAMILIES, MODE_IDS, modeFamily, modeLabel } from "./modes.ts";

describe("mode and form labels", () => {
  it("reads forms 0, 1 and 3 as BR Solo, BR Duo and BR Squad in battle royale", () => {
    expect([0, 1, 3].map((form) => formLabel(1, form))).toEqual(["BR Solo", "BR Duo", "BR Squad"]);
  });

  it("reads the same forms as 1v1, 2v2 and 4v4 in the clash-squad family", () => {
    expect([0, 1, 3].map((form) => formLabel(15, form))).toEqual(["1v1", "2v2", "4v4"]);
    expect([0, 1, 3].map((form) => formLabel(27, form))).toEqual(["1v1", "2v2", "4v4"]);
  });

  it("shows an unknown form or mode by its number", () => {
    expect(formLabel(1, 2)).toBe("2");
    expect(modeLabel(15)).toBe("CS");
    expect(modeLabel(99)).toBe("99");
  });
});

describe("mode families", () => {
  it("puts battle royale alone and clash squad with bomb squad", () => {
    expect(MODE_IDS.map(modeFamily)).toEqual(["battle_royale", "clash_squad", "clash_squad"]);
  });

  it("lists each mode in the family it belongs to, and only there", () => {
    for (const mode of MODE_IDS) {
      const holding = Object.entries(MODE_FAMILIES).filter(([, family]) =>
        (family.modes as readonly number[]).includes(mode),
      );
      expect(holding.map(([id]) => id)).toEqual([modeFamily(mode)]);
    }
  });
});
