import { describe, expect, it } from "vitest";
import { screenshotFileName } from "./share-screenshot.ts";

describe("the screenshot's file name", () => {
  it("is the screen's title and the time, without characters file systems refuse", () => {
    const at = new Date(2025, 5, 1, 14, 3, 9);
    expect(screenshotFileName("Season 1001 · Match Stats", at)).toBe(
      "Season 1001 · Match Stats 2025-06-01 14-03-09.png",
    );
    expect(screenshotFileName('A/B: "C"?', at)).toBe("A B C 2025-06-01 14-03-09.png");
    expect(screenshotFileName("", at)).toBe("Screenshot 2025-06-01 14-03-09.png");
  });
});
