/**
 * Nothing on a page moves once drawn (Lighthouse's CLS): not the page while a pasted link's
 * code arrives, not the Data Info block while its numbers load. Every layout shift the browser reports is
 * collected from the first paint on.
 */

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, openPage, PHONE, settled } from "./support/browser.ts";
import { ROUTE_SAMPLES } from "./support/routes.ts";
import { browserSuite } from "./support/suite.ts";

interface Shift {
  readonly value: number;
  readonly sources: readonly string[];
}

/** Starts recording layout shifts in every document the page opens. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null }[];
      })[]) {
        shifts.push({ value: entry.value, sources: entry.sources.map((s) => s.node?.nodeName ?? "?") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

describe.skipIf(!browserAvailable)("layout shifts", () => {
  const s = browserSuite();

  it("has none while a pasted link's code and data arrive, on a phone and a desktop", async () => {
    for (const size of [PHONE, undefined]) {
      const watched = await openPage(s.browser, s.site.url, size);
      try {
        await recordShifts(watched.page);
        for (const route of ["home", "teamData", "seasonEvent", "eventMatch"] as const) {
          await watched.page.goto(ROUTE_SAMPLES[route]);
          await settled(watched.page);
          expect({ route, shifts: await shiftsOf(watched.page) }).toEqual({ route, shifts: [] });
        }
        expect(watched.problems).toEqual([]);
      } finally {
        await watched.close();
      }
    }
  });

  it("keeps Data Info's size while its numbers load", async () => {
    const { page } = s.tab;
    await recordShifts(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/match_stats/data_info", async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(ROUTE_SAMPLES.seasonEvent);
      const panel = page.getByRole("tabpanel", { name: "Total" });
      await expect.poll(() => panel.getAttribute("aria-busy")).toBe("true");
      const loading = await panel.boundingBox();
      release();
      await expect.poll(() => panel.getAttribute("aria-busy")).toBe("false");
      await settled(page);
      expect(await panel.boundingBox()).toEqual(loading);
      expect(await shiftsOf(page)).toEqual([]);
    } finally {
      await page.unroute("**/api/match_stats/data_info");
    }
  });
});
