/**
 * While requests run (docs/spec.md sections 4 and 9): the loading indicator leaves what has arrived as it is
 * and toasts above it, a button that starts a request ignores further clicks for 1000 ms, and a table whose
 * call failed says so, with a retry, instead of reading as empty.
 */

import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, PHONE, SCREENS, screenshot, settled } from "./support/browser.ts";
import { VOO_ALTO } from "./support/demo-records.ts";
import { largestDifference, UNSEEN_DIFFERENCE } from "./support/pixels.ts";
import { onPhone, region, visit } from "./support/screen-checks.ts";
import { answerBusy, enc, holdCall } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const SEASON_PAGE = `/seasonevent?season_id=${enc(1001)}`;

/** Whether the page says it is loading. */
const busy = (page: Page) => page.locator(".is-busy").count();

/** The pixels inside a toast's rounded corners, as the visitor sees them (the spinner's turn stopped). */
async function toastPixels(page: Page): Promise<Buffer> {
  const box = await page.locator(".toast").first().boundingBox();
  if (!box) throw new Error("no toast on screen");
  const inset = 12;
  const clip = {
    x: box.x + inset,
    y: box.y + inset,
    width: box.width - 2 * inset,
    height: box.height - 2 * inset,
  };
  return page.screenshot({ clip, animations: "disabled", caret: "hide" });
}

async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

describe.skipIf(!browserAvailable)("loading", () => {
  const s = browserSuite();

  it("shows what has arrived at full brightness while other requests still run", async () => {
    const { page } = s.tab;
    const release = await holdCall(page, "data_info");
    await page.goto(SEASON_PAGE);
    const info = page.getByRole("region", { name: "Season Info" });
    await info.getByText("Booyah Pro League 2024").waitFor();
    await imagesLoaded(page);
    expect(await busy(page)).toBe(1);
    const whileLoading = await info.screenshot({ animations: "disabled", caret: "hide" });
    await release();
    await settled(page);
    expect(await busy(page)).toBe(0);
    const atRest = await info.screenshot({ animations: "disabled", caret: "hide" });
    expect(
      await largestDifference(page, whileLoading, atRest),
      "Season Info is dimmed while Data Info still loads",
    ).toBeLessThanOrEqual(UNSEEN_DIFFERENCE);
  });

  it("draws a toast raised while loading at full contrast, above everything", async () => {
    const { page } = s.tab;
    await page.goto(SEASON_PAGE);
    await settled(page);
    // At rest: the toast as it should look.
    await page.route("**/api/match_stats/data_info", answerBusy);
    await page.getByRole("button", { name: "Refresh Data Info" }).click();
    await page.locator(".toast").waitFor();
    await settled(page);
    const atRest = await toastPixels(page);
    await page.getByRole("button", { name: "Dismiss" }).click();
    await page.unroute("**/api/match_stats/data_info");
    // The same toast while the event list still loads.
    const release = await holdCall(page, "search");
    await page.getByRole("button", { name: "Refresh Event List" }).click();
    await page.route("**/api/match_stats/data_info", answerBusy);
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: "Refresh Data Info" }).click();
    await page.locator(".toast").waitFor();
    expect(await busy(page)).toBe(1);
    const whileLoading = await toastPixels(page);
    await release();
    await page.unroute("**/api/match_stats/data_info");
    await page.getByRole("button", { name: "Dismiss" }).click();
    await settled(page);
    expect(
      await largestDifference(page, whileLoading, atRest),
      "the toast is dimmed while a request runs",
    ).toBeLessThanOrEqual(UNSEEN_DIFFERENCE);
  });

  it("sends one request for three Refresh clicks in quick succession, and another after 1000 ms", async () => {
    const { page } = s.tab;
    await page.goto("/match?search=League");
    await settled(page);
    let searches = 0;
    const count = (request: { url(): string }) => {
      if (request.url().endsWith("/api/match_stats/search")) searches += 1;
    };
    page.on("request", count);
    const refresh = page.getByRole("button", { name: "Refresh Match List" });
    await refresh.click();
    await refresh.click();
    await refresh.click();
    await settled(page);
    expect(searches).toBe(1);
    // The block lasts 1000 ms from the click that started the request.
    await page.waitForTimeout(1100);
    await refresh.click();
    await settled(page);
    page.off("request", count);
    expect(searches).toBe(2);
  });

  it("blocks a second click on Data Info's refresh the same way", async () => {
    const { page } = s.tab;
    await page.goto(SEASON_PAGE);
    await settled(page);
    let asked = 0;
    const count = (request: { url(): string }) => {
      if (request.url().endsWith("/api/match_stats/data_info")) asked += 1;
    };
    page.on("request", count);
    const refresh = page.getByRole("button", { name: "Refresh Data Info" });
    await refresh.click();
    await refresh.click();
    await settled(page);
    page.off("request", count);
    expect(asked).toBe(1);
  });

  it("ignores a click on a failed screen's Try again within 1000 ms of the last, and takes one after", async () => {
    const { page } = s.tab;
    let searches = 0;
    await page.route("**/api/match_stats/search", (route) => {
      searches += 1;
      return answerBusy(route);
    });
    await page.goto(SEASON_PAGE);
    const retry = page.getByRole("button", { name: "Try again" });
    await retry.waitFor();
    const before = searches;
    // The retry fails at once, so the button is back well within the block: a second click then is ignored.
    const first = Date.now();
    await retry.click();
    await retry.click();
    expect(Date.now() - first, "the second click came within the block").toBeLessThan(1000);
    expect(searches - before).toBe(1);
    await page.waitForTimeout(1100);
    await retry.click();
    await retry.waitFor();
    await page.unroute("**/api/match_stats/search");
    expect(searches - before).toBe(2);
  });

  /** A table whose call fails, on a screen whose other calls answer. */
  interface FailingTable {
    readonly address: string;
    readonly table: string;
    readonly call: string;
    /** Which requests of the call are the table's (a screen sends several searches). */
    readonly ofTable?: (fields: Record<string, unknown>) => boolean;
  }

  const FAILING: readonly FailingTable[] = [
    { address: "/season?search=League", table: "Season List", call: "search" },
    {
      address: `/eventmatch?event_id=${enc(VOO_ALTO.event)}`,
      table: "Match List",
      call: "search",
      ofTable: (fields) => fields.field === "match",
    },
    { address: `/team/detail?team_id=${enc(VOO_ALTO.team)}`, table: "Team History", call: "history" },
  ];

  /** Opens the screen with the table's call failing, and checks what the table says. */
  async function openFailing(page: Page, failing: FailingTable): Promise<void> {
    const pattern = `**/api/match_stats/${failing.call}`;
    await page.route(pattern, (route: Route) =>
      (failing.ofTable?.(route.request().postDataJSON() as Record<string, unknown>) ?? true)
        ? answerBusy(route)
        : route.continue(),
    );
    await visit(page, failing.address);
    const table = region(page, failing.table).first();
    const cell = table.locator("tbody td").first();
    await expect(cell.innerText()).resolves.toMatch(
      new RegExp(`^${failing.table} could not be loaded\\.\\s+Try again$`),
    );
    await page.getByRole("button", { name: "Dismiss" }).first().click();
    await page.unroute(pattern);
  }

  it("says a table whose call failed could not be loaded, never No Data, and loads it with Try again", async () => {
    const { page } = s.tab;
    for (const failing of FAILING) {
      await openFailing(page, failing);
      if (failing === FAILING[0]) await screenshot(page, "table-failed-desktop");
      const table = region(page, failing.table).first();
      await table.getByRole("button", { name: "Try again" }).click();
      await settled(page);
      await expect(table.locator("tbody tr").count()).resolves.toBeGreaterThan(0);
      await expect(table.innerText()).resolves.not.toContain("could not be loaded");
      await expect(table.innerText()).resolves.not.toContain("No Data");
    }
    await onPhone(s, [], async (phone) => {
      await openFailing(phone, FAILING[1]!);
      await region(phone, "Match List")
        .first()
        .screenshot({ path: `${SCREENS}/table-failed-phone.png` });
      // The message sits on the phone's screen, not at the middle of a table wider than it.
      const box = await region(phone, "Match List")
        .first()
        .getByRole("button", { name: "Try again" })
        .boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    });
  });
});
