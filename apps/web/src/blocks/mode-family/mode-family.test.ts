import { describe, expect, it } from "vitest";
import { BadLinkError } from "../../app/query-ids.ts";
import { readLeaders } from "../leaders/leaders-state.ts";
import { readModeFamily } from "./mode-family.ts";

const address = (mode: string) => new URLSearchParams({ mode: btoa(mode) });

describe("the mode family of an address", () => {
  it("is battle royale unless the address names clash squad", () => {
    expect(readModeFamily(new URLSearchParams())).toBe("battle_royale");
    expect(readModeFamily(address("battle_royale"))).toBe("battle_royale");
    expect(readModeFamily(address("clash_squad"))).toBe("clash_squad");
  });

  it("is a link that cannot be opened when it names no family", () => {
    expect(() => readModeFamily(address("every"))).toThrow(BadLinkError);
    expect(() => readModeFamily(address("15"))).toThrow(BadLinkError);
  });

  it("ranks leaders in a family or one mode of clash squad's, never every mode", () => {
    expect(readLeaders(new URLSearchParams()).mode).toBe("battle_royale");
    expect(readLeaders(address("clash_squad")).mode).toBe("clash_squad");
    expect(readLeaders(address("27")).mode).toBe(27);
    // Mode 1 is battle royale's one mode; a link made when every mode could be ranked opens the default.
    expect(readLeaders(address("1")).mode).toBe("battle_royale");
    expect(readLeaders(address("-1")).mode).toBe("battle_royale");
    expect(() => readLeaders(address("99"))).toThrow(BadLinkError);
  });
});
