/**
 * What a fan notices at once: the Records tabs keep the keyboard's focus, the Records table shows every
 * column at 1366 px with nothing under its pinned View, and the footer's "Data as of" is in view on a
 * short page, at 1366 and 360 px.
 */

import { describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openPage, PHONE, screenshot } from "./support/browser.ts";
import { region, visit } from "./support/screen-checks.ts";
import { browserSuite } from "./support/suite.ts";

describe.skipIf(!browserAvailable)("smaller items", () => {
  const s = browserSuite();

  it("keeps the focus on the Records tab an arrow key moves to", async () => {
    const { page } = s.tab;
    await visit(page, "/records");
    const block = region(page, "Records");
    const names = await block.getByRole("tab").allInnerTexts();
    const first = block.getByRole("tab", { selected: true });
    const next = names[names.indexOf(await first.innerText()) + 1];
    await first.focus();
    await page.keyboard.press("ArrowRight");
    // The focus is on the tab the arrow selected, not back on the first or on the page.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement;
          return el?.getAttribute("role") === "tab" && el.getAttribute("aria-selected") === "true"
            ? el.textContent
            : null;
        }),
      )
      .toBe(next);
    await expect(block.getByRole("tab", { selected: true }).innerText()).resolves.toBe(next);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tab");
  });

  it("shows the Records' Start Time and Event Name whole at 1366 px", async () => {
    const { page } = s.tab;
    await visit(page, "/records");
    const table = region(page, "Records").locator("section.data-table");
    await screenshot(page, "records-1366");
    const cut = await table.evaluate((scroller) => {
      const area = scroller.getBoundingClientRect();
      const pinned = scroller.querySelector("thead th.cell-pinned-end")?.getBoundingClientRect();
      const right = Math.min(area.left + scroller.clientWidth, pinned?.left ?? Number.POSITIVE_INFINITY);
      return [...scroller.querySelectorAll("thead th")]
        .filter((th) => !th.classList.contains("cell-pinned-end"))
        .filter((th) => th.getBoundingClientRect().right > right + 1)
        .map((th) => (th as HTMLElement).innerText);
    });
    expect(cut).toEqual([]);
  });

  for (const [width, size] of [
    ["1366", DESKTOP],
    ["360", PHONE],
  ] as const) {
    it(`shows "Data as of" on a short page at ${width} px`, async () => {
      const tab = await openPage(s.browser, s.site.url, size);
      try {
        for (const address of ["/", "/records"]) {
          await visit(tab.page, address);
          const box = await tab.page.getByText(/^Data as of/).boundingBox();
          expect(box, address).not.toBeNull();
          expect(box!.y + box!.height, address).toBeLessThanOrEqual(size.height);
        }
        expect(tab.problems).toEqual([]);
      } finally {
        await tab.close();
      }
    });
  }
});
