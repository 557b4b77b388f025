/**
 * A table lays nothing out as it mounts (issue 18): reading a table's size or scroll position makes the
 * browser lay the whole page out there and then, and a season page mounting a dozen tables did so a dozen
 * times, most of its script time on a phone. Every read of a table's layout is counted from the first paint
 * on; only tables that restore a scroll position or load more rows as they are scrolled may read it.
 */

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, openPage, PHONE, settled } from "./support/browser.ts";
import { ROUTE_SAMPLES } from "./support/routes.ts";
import { browserSuite } from "./support/suite.ts";

/** Counts, in every document the page opens, the reads of a table's size or scroll position. */
const countTableLayoutReads = (page: Page) =>
  page.addInitScript(() => {
    const reads = { count: 0 };
    Object.assign(window, { tableLayoutReads: reads });
    for (const property of ["scrollTop", "scrollHeight", "clientHeight", "clientWidth"] as const) {
      const own = Object.getOwnPropertyDescriptor(Element.prototype, property);
      if (!own?.get) continue;
      const read = own.get;
      Object.defineProperty(Element.prototype, property, {
        ...own,
        get(this: Element) {
          if (this.classList.contains("data-table")) reads.count++;
          return read.call(this);
        },
      });
    }
  });

const readsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { tableLayoutReads: { count: number } }).tableLayoutReads.count);

describe.skipIf(!browserAvailable)("tables and layout", () => {
  const s = browserSuite();

  it("the season, event, team and match pages mount their tables without reading their layout", async () => {
    const watched = await openPage(s.browser, s.site.url, PHONE);
    try {
      await countTableLayoutReads(watched.page);
      for (const route of ["seasonEvent", "eventMatch", "teamData", "matchDetail"] as const) {
        await watched.page.goto(ROUTE_SAMPLES[route]);
        await settled(watched.page);
        const tables = await watched.page.locator(".data-table tbody tr").count();
        expect({ route, drawn: tables > 0, reads: await readsOf(watched.page) }).toEqual({
          route,
          drawn: true,
          reads: 0,
        });
      }
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
