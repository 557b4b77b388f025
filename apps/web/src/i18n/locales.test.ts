import { describe, expect, it } from "vitest";
import { pickLocale } from "./locales.ts";

describe("the language a visitor gets", () => {
  it("is the first language the site speaks, whatever the region", () => {
    expect(pickLocale(["pt-PT", "en"])).toBe("pt-BR");
    expect(pickLocale(["th_TH"])).toBe("th");
    expect(pickLocale(["de-DE", "id-ID"])).toBe("id");
    expect(pickLocale(["in"])).toBe("id");
  });

  it("skips unknown and empty tags and falls back to English", () => {
    expect(pickLocale([null, "", "  ", "fr"])).toBe("en");
    expect(pickLocale([])).toBe("en");
  });
});
