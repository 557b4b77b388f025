/**
 * Screens lay nothing out as they mount: reading an element's size or scroll position makes the
 * browser lay the whole page out there and then, and a season page mounting a dozen tables did so a dozen
 * times, most of its script time on a phone. Every read of a table's layout is counted from the first paint
 * on (only tables that restore a scroll position or load more rows as they are scrolled may read it), and
 * the match chips' strip measures itself only once the browser has laid it out (its resize observer), and
 * charts draw their tick labels without measuring each word in the document (visx's Text did).
 */

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, openPage, PHONE, settled } from "./support/browser.ts";
import { ROUTE_SAMPLES } from "./support/routes.ts";
import { browserSuite } from "./support/suite.ts";

interface LayoutReads {
  /** Reads of a table's size or scroll position. */
  tables: number;
  /** Reads of the match chips' strip before a resize observer was told its size. */
  chipsUnlaidOut: number;
}

/** Counts, in every document the page opens, the reads of a table's or the chip strip's layout. */
const countLayoutReads = (page: Page) =>
  page.addInitScript(() => {
    const reads: LayoutReads = { tables: 0, chipsUnlaidOut: 0 };
    Object.assign(window, { layoutReads: reads });
    const laidOut = new WeakSet<Element>();
    const Observer = window.ResizeObserver;
    window.ResizeObserver = class extends Observer {
      constructor(callback: ResizeObserverCallback) {
        super((entries, observer) => {
          for (const entry of entries) laidOut.add(entry.target);
          callback(entries, observer);
        });
      }
    };
    const properties = [
      "scrollTop",
      "scrollLeft",
      "scrollHeight",
      "scrollWidth",
      "clientHeight",
      "clientWidth",
    ];
    for (const property of properties) {
      const own = Object.getOwnPropertyDescriptor(Element.prototype, property);
      if (!own?.get) continue;
      const read = own.get;
      Object.defineProperty(Element.prototype, property, {
        ...own,
        get(this: Element) {
          if (this.classList.contains("data-table")) reads.tables++;
          if (this.classList.contains("match-chips") && !laidOut.has(this)) reads.chipsUnlaidOut++;
          return read.call(this);
        },
      });
    }
  });

const readsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutReads: LayoutReads }).layoutReads);

describe.skipIf(!browserAvailable)("tables and layout", () => {
  const s = browserSuite();

  it("the season, event, team and match pages mount their tables and chips without reading their layout", async () => {
    const watched = await openPage(s.browser, s.site.url, PHONE);
    try {
      await countLayoutReads(watched.page);
      for (const route of ["seasonEvent", "eventMatch", "teamData", "matchDetail"] as const) {
        await watched.page.goto(ROUTE_SAMPLES[route]);
        await settled(watched.page);
        // The answers are in; on a loaded machine React may still be drawing their rows.
        const rows = watched.page.locator(".data-table tbody tr");
        await rows
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined);
        const tables = await rows.count();
        expect({ route, drawn: tables > 0, reads: await readsOf(watched.page) }).toEqual({
          route,
          drawn: true,
          reads: { tables: 0, chipsUnlaidOut: 0 },
        });
      }
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it("charts draw their tick labels without measuring them", async () => {
    const watched = await openPage(s.browser, s.site.url, PHONE);
    try {
      await watched.page.addInitScript(() => {
        const measured: string[] = [];
        Object.assign(window, { measuredTexts: measured });
        const measure = SVGTextContentElement.prototype.getComputedTextLength;
        SVGTextContentElement.prototype.getComputedTextLength = function (this: SVGTextContentElement) {
          measured.push(this.textContent ?? "");
          return measure.call(this);
        };
      });
      for (const route of ["eventMatch", "teamData", "teamEventDetail", "seasonEvent"] as const) {
        await watched.page.goto(ROUTE_SAMPLES[route]);
        await settled(watched.page);
        await watched.page.locator(".visx-axis-tick").first().waitFor();
        const words = (texts: string[]) => texts.flatMap((text) => text.split(/\s+/)).filter(Boolean);
        const tickWords = words(await watched.page.locator(".visx-axis-tick text").allTextContents());
        // An axis's own title is still drawn by visx's Text, which measures its words.
        const titleWords = new Set(words(await watched.page.locator(".chart-axis-label").allTextContents()));
        const measured = new Set(
          await watched.page.evaluate(() => (window as unknown as { measuredTexts: string[] }).measuredTexts),
        );
        expect({
          route,
          ticks: tickWords.length > 0,
          measuredTicks: tickWords.filter((word) => measured.has(word) && !titleWords.has(word)),
        }).toEqual({ route, ticks: true, measuredTicks: [] });
      }
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
