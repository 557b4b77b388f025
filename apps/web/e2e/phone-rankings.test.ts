/**
 * Rankings on a 360 px phone: the standings and the leaders show each row's place, name and deciding number
 * without scrolling sideways (the other columns scroll after them), and a column empty in every row is not
 * shown at any width.
 */

import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  browserAvailable,
  openPage,
  PHONE,
  SCREENS,
  screenshot,
  type WatchedPage,
} from "./support/browser.ts";
import { region, visit } from "./support/screen-checks.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const EVENT = 10001;

/** The table's headers, in the order shown. */
const headers = (table: Locator) => table.locator("thead th").allInnerTexts();

/** The headers wholly inside the table's visible width before it is scrolled sideways. */
const inView = (table: Locator) =>
  table.locator("section.data-table").evaluate((scroller) => {
    const area = scroller.getBoundingClientRect();
    return [...scroller.querySelectorAll("thead th")]
      .filter((th) => th.getBoundingClientRect().right <= area.left + scroller.clientWidth + 1)
      .map((th) => (th as HTMLElement).innerText);
  });

describe.skipIf(!browserAvailable)("rankings on a phone", () => {
  const s = browserSuite();
  let phone: WatchedPage;
  const onPhonePage = async (check: (page: Page) => Promise<void>) => {
    phone = await openPage(s.browser, s.site.url, PHONE);
    try {
      await check(phone.page);
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  };

  it("shows the standings' rank, team name and total score on 360 px", () =>
    onPhonePage(async (page) => {
      await visit(page, `/eventmatch?event_id=${enc(EVENT)}`);
      const table = region(page, "Standings").first();
      await table.locator("tbody tr[aria-rowindex]").first().waitFor();
      expect((await headers(table)).slice(0, 3)).toEqual(["RANK", "TEAM NAME", "TOTAL SCORE"]);
      await table.scrollIntoViewIfNeeded();
      expect(await inView(table)).toEqual(expect.arrayContaining(["RANK", "TEAM NAME", "TOTAL SCORE"]));
      await table.scrollIntoViewIfNeeded();
      await table.screenshot({ path: `${SCREENS}/phone-standings.png` });
    }));

  it("shows the leaders' rank, name and ranked statistic on 360 px, without the all-time empty columns", () =>
    onPhonePage(async (page) => {
      await visit(page, "/leaders");
      const table = page.locator(".panel").filter({ has: page.locator("section.data-table") });
      const shown = await headers(table);
      expect(shown.slice(0, 3)).toEqual(["RANK", "PLAYER NAME", "KILLS"]);
      expect(await inView(table)).toEqual(expect.arrayContaining(["RANK", "PLAYER NAME", "KILLS"]));
      // All time ranks players, not team-player records: no record id, team id or team name to show.
      expect(shown).not.toContain("TEAMPLAYER ID");
      expect(shown).not.toContain("TEAM NAME");
      await screenshot(page, "phone-leaders");
    }));

  it("keeps the desktop's column order and shows a season's team-player columns", async () => {
    const { page } = s.tab;
    await visit(page, "/leaders");
    const table = page.locator(".panel").filter({ has: page.locator("section.data-table") });
    expect(await headers(table)).toEqual(["RANK", "PLAYER ID", "PLAYER NAME", "GAMES", "KILLS"]);
    await visit(page, `/leaders?season_id=${enc(1001)}`);
    expect(await headers(table)).toEqual([
      "RANK",
      "PLAYER ID",
      "TEAMPLAYER ID",
      "PLAYER NAME",
      "TEAM ID",
      "TEAM NAME",
      "GAMES",
      "KILLS",
    ]);
  });
});
