/** The search result lists (docs/spec.md sections 2, 4 and 5) in Chromium against the real server. */

import type { MatchRow, PlayerRow } from "@match-stats/contract";
import { MAX_PAGE_SIZE } from "@match-stats/contract/search-limits";
import { csvFileName, MATCH_LIST, PLAYER_LIST, tableToCsv } from "@match-stats/stats";
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, openPage, PHONE, screenshot, settled } from "./support/browser.ts";
import { saved } from "./support/downloads.ts";
import { answerBusy } from "./support/site.ts";
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

/** Whether a request is the download's page `page` of a list (the table's own pages are smaller). */
const downloadPage = (route: Route, page: number): boolean => {
  const body = route.request().postDataJSON() as { size?: number; page?: number } | null;
  return body?.size === MAX_PAGE_SIZE && body.page === page;
};

/** Counts the files the page saves from now on. */
function countSaves(page: Page): () => number {
  let count = 0;
  page.on("download", () => {
    count += 1;
  });
  return () => count;
}

describe.skipIf(!browserAvailable)("lists", () => {
  const s = browserSuite();

  /** Every row of a match search in the list's default order, as the API pages it. */
  async function allMatches(param: string[]): Promise<MatchRow[]> {
    const rows: MatchRow[] = [];
    for (let page = 1; ; page += 1) {
      const { data } = await s.site.client.call<{ match_stats: MatchRow[]; total_nums: number }>("search", {
        search_type: 1,
        param,
        field: "match",
        size: MAX_PAGE_SIZE,
        page,
        order_by: "-id",
      });
      rows.push(...data.match_stats);
      if (data.match_stats.length === 0 || rows.length >= data.total_nums) return rows;
    }
  }

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
      await s.tab.page.locator("search input").fill(term);
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
    // Without a sort the list is in its default order, id descending, and the id column says so.
    await expect(header.getAttribute("aria-sort")).resolves.toBe("descending");
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
    expect(header).toBe("ID,Type,Player ID,Team ID,Team Name,TeamPlayer Uid");
    // Players (not team-player records) have no team: a dash.
    expect(lines.some((line) => line.includes(",-,-,"))).toBe(true);
  });

  it("downloads the whole list, not only the rows loaded so far", async () => {
    const { page } = s.tab;
    await page.goto("/match?search=League");
    await settled(page);
    const all = await allMatches(["League"]);
    expect(all.length).toBe(96);
    expect(await loadedRows(page)).toBe(10);
    await page.getByRole("button", { name: "Download Match List" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Match List" });
    await expect(dialog.innerText()).resolves.toContain(
      "The file holds all 96 rows of the list, not only the 10 loaded so far",
    );
    const file = await saved(page, () =>
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    );
    await screenshot(page, "list-download-whole-desktop");
    expect(file.name).toBe(csvFileName(MATCH_LIST.title));
    expect(file.bytes.toString("utf8")).toBe(tableToCsv(MATCH_LIST, all));
    expect(file.bytes.toString("utf8").trim().split("\r\n")).toHaveLength(1 + 96);
  });

  it("shows how many rows have arrived while it fetches, and Cancel saves nothing", async () => {
    const { page } = s.tab;
    const saves = countSaves(page);
    const held: Route[] = [];
    await page.route("**/api/match_stats/search", (route) => {
      if (downloadPage(route, 2)) held.push(route);
      else void route.continue();
    });
    await page.goto("/match");
    await settled(page);
    const total = (await allMatches([])).length;
    expect(total).toBeGreaterThan(MAX_PAGE_SIZE);
    await page.getByRole("button", { name: "Download Match List" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Match List" });
    await dialog.getByRole("button", { name: "Download", exact: true }).click();
    const progress = dialog.getByRole("progressbar", { name: `Fetching rows: ${MAX_PAGE_SIZE} of ${total}` });
    await progress.waitFor();
    await expect(progress.getAttribute("value")).resolves.toBe(String(MAX_PAGE_SIZE));
    await expect(progress.getAttribute("max")).resolves.toBe(String(total));
    await screenshot(page, "list-download-progress-desktop");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog.count()).resolves.toBe(0);
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute("**/api/match_stats/search");
    await settled(page);
    expect(saves()).toBe(0);
  });

  it("says plainly when a page fails, saves nothing, and saves the whole list when tried again", async () => {
    const { page } = s.tab;
    const saves = countSaves(page);
    await page.route("**/api/match_stats/search", (route) => {
      if (!downloadPage(route, 2)) return route.continue();
      return answerBusy(route);
    });
    await page.goto("/match");
    await settled(page);
    const all = await allMatches([]);
    await page.getByRole("columnheader", { name: "Match ID" }).getByRole("button").click();
    await settled(page);
    await page.getByRole("button", { name: "Download Match List" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Match List" });
    await dialog.getByRole("button", { name: "Download", exact: true }).click();
    await expect(dialog.getByRole("alert").innerText()).resolves.toBe(
      `Fetching stopped after ${MAX_PAGE_SIZE} of ${all.length} rows (Server busy, please try again later). Nothing was saved; try again.`,
    );
    await screenshot(page, "list-download-failed-desktop");
    expect(saves()).toBe(0);
    await page.unroute("**/api/match_stats/search");
    const file = await saved(page, () =>
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    );
    // Sorted by Match ID ascending: the whole list, smallest id first.
    expect(file.bytes.toString("utf8")).toBe(tableToCsv(MATCH_LIST, all.toReversed()));
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
