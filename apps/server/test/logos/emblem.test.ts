/** The generated emblems: small, self-contained, made from the id alone, and varied. */
import { describe, expect, it } from "vitest";
import { type EmblemKind, emblemSvg } from "../../src/logos/emblem.ts";

const KINDS: EmblemKind[] = ["team", "season"];
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const SAMPLE_IDS = [...range(1, 500), ...range(100_001, 48), ...range(1001, 12), 2_147_483_647];

describe.each(KINDS)("the %s emblem", (kind) => {
  it("is a 96x96 SVG under 1.5 KB with no script, style, text or external reference", () => {
    for (const id of SAMPLE_IDS) {
      const svg = emblemSvg(kind, id);
      expect(Buffer.byteLength(svg)).toBeLessThan(1500);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"')).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      // The namespace is the only URL; the gradient is the only reference, and it is inside the file.
      expect(svg.match(/https?:/g)).toEqual(["http:"]);
      expect(svg.match(/url\([^)]*\)/g)).toEqual(["url(#g)"]);
      expect(svg).not.toMatch(/<script|<style|<text|<image|<foreignObject|href|\son[a-z]+=|style=/i);
    }
  });

  it("is the same for the same id", () => {
    expect(emblemSvg(kind, 100_001)).toBe(emblemSvg(kind, 100_001));
  });

  it("differs between neighbouring ids in colour, and is unique among many consecutive ids", () => {
    const stops = (svg: string) => svg.match(/stop-color="#[0-9a-f]{6}"/g)?.join();
    for (const id of range(100_000, 60)) {
      expect(stops(emblemSvg(kind, id + 1))).not.toBe(stops(emblemSvg(kind, id)));
    }
    // 12 palettes x 4 frames x 4 marks (season) or 9 marks (team).
    const window = kind === "team" ? 432 : 192;
    const emblems = range(100_000, window).map((id) => emblemSvg(kind, id));
    expect(new Set(emblems).size).toBe(window);
  });
});

it("draws a team and a season with the same id differently", () => {
  expect(emblemSvg("team", 1001)).not.toBe(emblemSvg("season", 1001));
});
