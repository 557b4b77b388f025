/**
 * The whole path by keyboard alone: search for two matches, open them, compare two rows, download
 * a table; focus goes back where it was when each dialog closes. No mouse event is sent.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, settled } from "./support/browser.ts";
import { saved } from "./support/downloads.ts";
import { browserSuite } from "./support/suite.ts";

/** What the focused element is: its tag and the name a screen reader gives it (roughly). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      name: (element?.getAttribute("aria-label") ?? element?.textContent ?? "").trim(),
      selected: element?.getAttribute("aria-selected") ?? null,
    };
  });

/** Presses Tab until the focused element is the one wanted; fails when it never comes. */
async function tabTo(page: Page, wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean) {
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press("Tab");
    if (wanted(await focused(page))) return;
  }
  throw new Error("the element was never focused by Tab");
}

const named = (name: string | RegExp) => (f: { name: string }) =>
  typeof name === "string" ? f.name === name : name.test(f.name);

describe.skipIf(!browserAvailable)("the keyboard path", () => {
  const s = browserSuite();

  it("searches, opens two matches, compares two rows and downloads a table without a mouse", async () => {
    const { page } = s.tab;
    await page.goto("/");
    await settled(page);

    await tabTo(page, (f) => f.tag === "input");
    await page.keyboard.type("10000001, 10000002");
    await page.keyboard.press("Enter");
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/matchdetail");

    await tabTo(page, named("VS"));
    await page.keyboard.press("Enter");
    await tabTo(page, (f) => f.tag === "tr");
    await page.keyboard.press("Space");
    await tabTo(page, (f) => f.tag === "tr" && f.selected === "false");
    await page.keyboard.press("Enter");
    await expect(page.locator('tr[aria-selected="true"]').count()).resolves.toBe(2);

    await tabTo(page, named("Confirm"));
    await page.keyboard.press("Enter");
    const compare = page.getByRole("dialog", { name: "Compare" });
    await compare.waitFor();
    await expect(compare.getByRole("progressbar").count()).resolves.toBeGreaterThan(1);
    await page.keyboard.press("Escape");
    await compare.waitFor({ state: "detached" });
    await expect(focused(page)).resolves.toMatchObject({ name: "Confirm" });

    await tabTo(page, named(/^Download Team Stats/));
    await page.keyboard.press("Enter");
    const download = page.getByRole("dialog", { name: /^Download Team Stats/ });
    await download.waitFor();
    await tabTo(page, named("Download"));
    const file = await saved(page, () => page.keyboard.press("Enter"));
    expect(file.name).toBe("Team Stats Total.csv");
    expect(file.bytes.toString("utf8")).toContain("Team ID");
    await download.waitFor({ state: "detached" });
    await expect(focused(page)).resolves.toMatchObject({
      name: expect.stringMatching(/^Download Team Stats/),
    });
  });
});
