/**
 * Every width a visitor brings: a wide monitor's width is used, each row's actions (View, weapon,
 * skill) stay in view at every width, and the header's language picker, phone title row, search hint and
 * drill-down trail show whole.
 */

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCALE_NAMES, LOCALES, type Locale } from "../src/i18n/locales.ts";
import { browserAvailable, DESKTOP, openPage, PHONE, screenshot } from "./support/browser.ts";
import { ROUTE_SAMPLES } from "./support/routes.ts";
import { visit } from "./support/screen-checks.ts";
import { type BrowserSuite, browserSuite } from "./support/suite.ts";

interface Size {
  readonly width: number;
  readonly height: number;
}

const WIDE = { width: 1920, height: 1080 } as const;
const WIDEST = { width: 2560, height: 1440 } as const;
const LISTS = ["seasonList", "eventList", "matchList", "teamList", "playerList"] as const;
const CATEGORIES = ["Match", "Season", "Event", "Team"] as const;

/** Runs `check` on a page of the given size; the page's console must stay free of errors. */
async function sized(s: BrowserSuite, size: Size, check: (page: Page) => Promise<void>) {
  const tab = await openPage(s.browser, s.site.url, size);
  try {
    await check(tab.page);
    expect(tab.problems).toEqual([]);
  } finally {
    await tab.close();
  }
}

/** How far each row's View link reaches past the table's visible area (0 when wholly in view). */
const viewsCut = (page: Page) =>
  page.locator("section.data-table").evaluate((table) => {
    const area = table.getBoundingClientRect();
    const right = area.left + table.clientLeft + table.clientWidth;
    return [...table.querySelectorAll("tbody a")]
      .filter((link) => link.textContent === "View")
      .map((link) => {
        const box = link.getBoundingClientRect();
        return Math.max(0, Math.ceil(box.right - right), Math.ceil(area.left - box.left));
      });
  });

/** How far a table scrolls sideways. */
const sidewaysScroll = (page: Page) =>
  page.locator("section.data-table").evaluate((table) => table.scrollWidth - table.clientWidth);

/** How much wider a text is than the room a control gives it (the control's content box), in its own font. */
const overrun = (font: string, text: string, room: number) =>
  `(() => { const c = document.createElement("canvas").getContext("2d"); c.font = ${JSON.stringify(font)}; return Math.ceil(c.measureText(${JSON.stringify(text)}).width - ${room}); })()`;

describe.skipIf(!browserAvailable)("screen widths", () => {
  const s = browserSuite();

  it("uses a wide monitor's width: no list scrolls sideways at 1920 or 2560 px", async () => {
    for (const size of [WIDE, WIDEST]) {
      await sized(s, size, async (page) => {
        const scrolls: Record<string, number> = {};
        for (const list of LISTS) {
          await visit(page, ROUTE_SAMPLES[list]);
          scrolls[list] = await sidewaysScroll(page);
          const cut = await viewsCut(page);
          expect({ list, cut }).toEqual({ list, cut: cut.map(() => 0) });
        }
        expect({ width: size.width, scrolls }).toEqual({
          width: size.width,
          scrolls: Object.fromEntries(LISTS.map((list) => [list, 0])),
        });
        await screenshot(page, `event-list-${size.width}`);
      });
    }
  });

  it("keeps every row's View in view at 1366 and 360 px, however far the table scrolls", async () => {
    for (const size of [DESKTOP, PHONE]) {
      await sized(s, size, async (page) => {
        for (const list of LISTS) {
          await visit(page, ROUTE_SAMPLES[list]);
          const cut = await viewsCut(page);
          expect(cut.length, list).toBeGreaterThan(0);
          expect({ list, width: size.width, cut }).toEqual({
            list,
            width: size.width,
            cut: cut.map(() => 0),
          });
          await page.locator("section.data-table").evaluate((table) => table.scrollTo({ left: 200 }));
          expect({ list, scrolled: await viewsCut(page) }).toEqual({ list, scrolled: cut.map(() => 0) });
        }
        await visit(page, ROUTE_SAMPLES.eventList);
        await screenshot(page, `event-list-${size.width}`);
      });
    }
  });

  it("names every language in full in the header's picker at 1366 px", async () => {
    const cut: Partial<Record<Locale, number>> = {};
    for (const locale of LOCALES) {
      await visit(s.tab.page, `${ROUTE_SAMPLES.eventList}&lang=${locale}`);
      const picker = s.tab.page.locator(".language-switcher select");
      const { font, room } = await picker.evaluate((select) => {
        const style = getComputedStyle(select);
        const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
        return { font: style.font, room: select.clientWidth - padding };
      });
      const over = (await s.tab.page.evaluate(overrun(font, LOCALE_NAMES[locale], room))) as number;
      if (over > 0) cut[locale] = over;
    }
    expect(cut).toEqual({});
  });

  it("reaches the site-wide screens from a phone's menu, which closes on the way", async () => {
    await sized(s, PHONE, async (page) => {
      await visit(page, ROUTE_SAMPLES.eventList);
      const links = page.getByRole("navigation", { name: "Sections" });
      await expect(links.count()).resolves.toBe(0);
      await page.getByTitle("Sections").click();
      await screenshot(page, "header-phone-menu");
      await links.getByRole("link", { name: "Leaders" }).click();
      await page.waitForURL(/\/leaders$/);
      // The address changes before the new screen renders: wait for the menu to go, as a visitor would see it.
      await links.waitFor({ state: "detached" });
    });
  });

  it("lines up the title, menu, language and screenshot button on a phone's first row", async () => {
    await sized(s, PHONE, async (page) => {
      await visit(page, ROUTE_SAMPLES.eventList);
      const middle = (selector: string) =>
        page.locator(selector).evaluate((element) => {
          const box = element.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        });
      const title = await middle(".shell-title");
      await expect(middle(".shell-menu summary")).resolves.toBe(title);
      await expect(middle(".language-switcher select")).resolves.toBe(title);
      await expect(middle(".screenshot-button")).resolves.toBe(title);
      await screenshot(page, "header-phone");
    });
  });

  it("shows each language's search hint whole on a phone", async () => {
    await sized(s, PHONE, async (page) => {
      const cut: string[] = [];
      for (const locale of LOCALES) {
        await visit(page, `${ROUTE_SAMPLES.teamData}&lang=${locale}`);
        const category = page.locator(".search-category select");
        for (const [index] of CATEGORIES.entries()) {
          await category.selectOption({ index });
          const input = page.locator(".search-form input");
          const { font, room, hint } = await input.evaluate((element: HTMLInputElement) => {
            const style = getComputedStyle(element);
            const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
            return {
              font: getComputedStyle(element, "::placeholder").font,
              room: element.clientWidth - padding,
              hint: element.placeholder,
            };
          });
          if (((await page.evaluate(overrun(font, hint, room))) as number) > 0)
            cut.push(`${locale}: ${hint}`);
        }
      }
      expect(cut).toEqual([]);
    });
  });

  it("never starts a wrapped line of the trail with a separator on a phone", async () => {
    await sized(s, PHONE, async (page) => {
      await visit(page, ROUTE_SAMPLES.matchData);
      const lines = await page.getByRole("navigation", { name: "Drill-down path" }).evaluate((trail) => {
        const list = trail.querySelector("ol")!;
        const left = list.getBoundingClientRect().left;
        return [...list.children].map((item) => {
          const level = item.firstElementChild!.getBoundingClientRect();
          return { top: Math.round(level.top), indent: Math.round(level.left - left) };
        });
      });
      const starts = lines.filter((line, i) => i === 0 || line.top > lines[i - 1]!.top);
      expect(starts.length).toBeGreaterThan(1);
      expect(starts.map((line) => line.indent)).toEqual(starts.map(() => 0));
      await screenshot(page, "trail-phone");
    });
  });
});
