import { describe, expect, it } from "vitest";
import { planSearch, searchTypeOf, splitTerms } from "./search-terms.ts";

describe("search terms (docs/spec.md sections 4 and 5)", () => {
  it("trims entries and drops empty ones", () => {
    expect(splitTerms("  a , b,, ,c ")).toEqual(["a", "b", "c"]);
    expect(splitTerms("   ")).toEqual([]);
  });

  it("uses search_type 1 for one term and 2 for several", () => {
    expect(searchTypeOf(["a"])).toBe(1);
    expect(searchTypeOf(["a", "b"])).toBe(2);
  });

  it("goes home on an empty search, whatever the category", () => {
    for (const category of ["match", "season", "event", "team", "player"] as const) {
      expect(planSearch(category, " , ")).toEqual({ kind: "none" });
    }
  });

  it("opens the match detail with up to 8 match ids, extras dropped", () => {
    const nine = Array.from({ length: 9 }, (_, i) => 10000001 + i).join(" , ");
    const plan = planSearch("match", nine);
    expect(plan).toEqual({ kind: "match_ids", ids: Array.from({ length: 8 }, (_, i) => 10000001 + i) });
    expect(planSearch("match", " 10000001 ")).toEqual({ kind: "match_ids", ids: [10000001] });
  });

  it("refuses several match entries unless all are digits", () => {
    expect(planSearch("match", "10000001,final")).toEqual({ kind: "none" });
    expect(planSearch("match", "10000001,-2")).toEqual({ kind: "none" });
  });

  it("looks up one match name, and the other categories' terms, in a result list", () => {
    expect(planSearch("match", "Grand Final")).toEqual({ kind: "list", terms: ["Grand Final"] });
    expect(planSearch("team", "Tigers, 100001")).toEqual({ kind: "list", terms: ["Tigers", "100001"] });
  });
});
