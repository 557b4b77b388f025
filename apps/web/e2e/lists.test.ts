/** The search result lists (docs/spec.md sections 2, 4 and 5) in Chromium against the real server. */

import type { PlayerRow } from "@match-stats/contract";
import { csvFileName, PLAYER_LIST, tableToCsv } from "@match-stats/stats";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, openPage, PHONE, screenshot, settled } from "./support/browser.ts";
import { saved } from "./support/downloads.ts";
import { browserSuite } from "./support/suite.ts";

/** Rows the table holds (its aria-rowcount counts the header too). */
const loadedRows = async (page: Page) =>
  Number(await page.locator(".data-table table").getAttribute("aria-rowcount")) - 1;

/** Scrolls the table to its end until no more rows arrive. */
async function scrollToEnd(page: Page): Promise<number> {
  let rows = -1;
  for (let tries = 0; tries < 60; tries++) {
    await page.locator(".data-table").evaluate((table) => table.scrollTo({ top: table.scrollHeight }));
    await page.waitForTimeout(700);
    await settled(page);
    const now = await loadedRows(page);
    if (now === rows) return now;
    rows = now;
  }
  return rows;
}

describe.skipIf(!browserAvailable)("lists", () => {
  const s = browserSuite();

  it("opens each list from a search, with its View links", async () => {
    const cases = [
      { category: "Season", term: "booyah", path: "/season", views: ["/seasonevent"] },
      { category: "Event", term: "cup", path: "/event", views: ["/eventmatch"] },
      { category: "Match", term: "League Day 1", path: "/match", views: ["/matchdetail"] },
      { category: "Team", term: "são", path: "/team", views: ["/team/detail"] },
      // Players open their page, team-player records theirs.
      { category: "Player", term: "açaí", path: "/player", views: ["/player/detail", "/teamplayer/detail"] },
    ];
    for (const { category, term, path, views } of cases) {
      await s.tab.page.goto("/");
      await s.tab.page.getByLabel("Search category").selectOption({ label: category });
      await s.tab.page.getByRole("textbox").fill(term);
      await s.tab.page.getByRole("button", { name: "Search", exact: true }).click();
      await settled(s.tab.page);
      const url = new URL(s.tab.page.url());
      expect(url.pathname).toBe(path);
      expect(url.searchParams.get("search")).toBe(term);
      expect(await loadedRows(s.tab.page)).toBeGreaterThan(0);
      const links = s.tab.page.getByRole("link", { name: /^View / });
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")?.split("?")[0]));
      expect(new Set(hrefs)).toEqual(new Set(views));
      await screenshot(s.tab.page, `list-${category.toLowerCase()}-desktop`);
    }
  });

  it("shows No Data when a search finds nothing", async () => {
    await s.tab.page.goto("/season?search=zzzz-nothing");
    await settled(s.tab.page);
    await expect(s.tab.page.locator(".data-table").innerText()).resolves.toContain("No Data");
  });

  it("loads a page at a time as the table scrolls, and stops at total_nums", async () => {
    const pages: number[] = [];
    const listen = (request: { url(): string; postDataJSON(): { page?: number } | null }) => {
      if (request.url().endsWith("/api/match_stats/search")) pages.push(request.postDataJSON()?.page ?? 0);
    };
    s.tab.page.on("request", listen);
    await s.tab.page.goto("/match");
    await settled(s.tab.page);
    const { data } = await s.site.client.call<{ total_nums: number }>("search", {
      search_type: 1,
      param: [],
      field: "match",
      size: 1,
      page: 1,
    });
    expect(await loadedRows(s.tab.page)).toBe(10);
    expect(await scrollToEnd(s.tab.page)).toBe(data.total_nums);
    s.tab.page.off("request", listen);
    const lastPage = Math.ceil(data.total_nums / 10);
    expect(pages).toEqual(Array.from({ length: lastPage }, (_, i) => i + 1));
    // Default order: descending id, so the last row is the smallest match id.
    await expect(s.tab.page.locator(".data-table tbody tr").last().innerText()).resolves.toContain(
      "10000001",
    );
  });

  it("sorts by a header, resets to page 1, and refresh clears the sort", async () => {
    await s.tab.page.goto("/match");
    await settled(s.tab.page);
    await expect(s.tab.page.title()).resolves.toBe("Match List · Match Stats");
    const header = s.tab.page.getByRole("columnheader", { name: "Match ID" });
    const firstRow = () => s.tab.page.locator(".data-table tbody tr").first().innerText();
    await header.getByRole("button").click();
    await settled(s.tab.page);
    await expect(header.getAttribute("aria-sort")).resolves.toBe("ascending");
    await expect(firstRow()).resolves.toContain("10000001");
    expect(await loadedRows(s.tab.page)).toBe(10);
    await header.getByRole("button").click();
    await settled(s.tab.page);
    await expect(header.getAttribute("aria-sort")).resolves.toBe("descending");
    await expect(firstRow()).resolves.toContain("10000152");
    await header.getByRole("button").click();
    await settled(s.tab.page);
    await s.tab.page.getByRole("button", { name: "Match ID" }).click();
    await settled(s.tab.page);
    await s.tab.page.getByRole("button", { name: "Refresh Match List" }).click();
    await settled(s.tab.page);
    await expect(header.getAttribute("aria-sort")).resolves.toBe("none");
    await expect(firstRow()).resolves.toContain("10000152");
  });

  it("hides the event list's Mode column until asked", async () => {
    await s.tab.page.goto("/event");
    await settled(s.tab.page);
    const mode = s.tab.page.getByRole("columnheader", { name: "Mode" });
    await expect(mode.count()).resolves.toBe(0);
    await s.tab.page.getByRole("button", { name: "Show Mode" }).click();
    await expect(mode.count()).resolves.toBe(1);
  });

  it("downloads the rows as CSV, byte for byte what the catalogue writes", async () => {
    await s.tab.page.goto(`/player?search=${encodeURIComponent("açaí")}`);
    await settled(s.tab.page);
    const { data } = await s.site.client.call<{ player_stats: PlayerRow[] }>("search", {
      search_type: 1,
      param: ["açaí"],
      field: "player_new",
      size: 10,
      page: 1,
      order_by: "-id",
    });
    await s.tab.page.getByRole("button", { name: "Download Player List" }).click();
    const dialog = s.tab.page.getByRole("dialog", { name: "Download Player List" });
    await dialog.getByRole("checkbox", { name: "Name", exact: true }).uncheck();
    const file = await saved(s.tab.page, () =>
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    );
    expect(file.name).toBe(csvFileName(PLAYER_LIST.title));
    const expected = tableToCsv(PLAYER_LIST, data.player_stats, {
      chosen: PLAYER_LIST.columns.map((c) => c.key).filter((k) => k !== "name"),
    });
    expect(file.bytes.subarray(0, 3).toString("hex")).toBe("efbbbf");
    expect(file.bytes.toString("utf8")).toBe(expected);
    const [header, ...lines] = expected.slice(1).trim().split("\r\n");
    expect(header).toBe("ID,Player ID,Team ID,Team Name,TeamPlayer Uid");
    // Players (not team-player records) have no team: a dash.
    expect(lines.some((line) => line.includes(",-,-,"))).toBe(true);
  });

  it("reads on a 360 px phone", async () => {
    const phone = await openPage(s.browser, s.site.url, PHONE);
    await phone.page.goto("/match");
    await settled(phone.page);
    expect(await loadedRows(phone.page)).toBe(10);
    await screenshot(phone.page, "list-match-phone");
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(phone.problems).toEqual([]);
    await phone.close();
  });
});
