/** The shell and the search rules of SPEC sections 4 and 5, in Chromium against the real server. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiServer } from "../../server/test/support/api-server.ts";
import {
  browserAvailable,
  launch,
  openPage,
  PHONE,
  screenshot,
  settled,
  type WatchedPage,
} from "./support/browser.ts";
import { startSite } from "./support/site.ts";

describe.skipIf(!browserAvailable)("search", () => {
  let site: ApiServer;
  let browser: Browser;
  let tab: WatchedPage;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launch()]);
    tab = await openPage(browser, site.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const search = async (category: string, text: string) => {
    await tab.page.goto("/");
    await tab.page.getByLabel("Search category").selectOption({ label: category });
    await tab.page.getByRole("textbox").fill(text);
    await tab.page.keyboard.press("Enter");
    await settled(tab.page);
  };

  it("home shows only the search bar, with the category's placeholder", async () => {
    await tab.page.goto("/");
    await settled(tab.page);
    const input = tab.page.getByRole("textbox");
    await expect(input.getAttribute("placeholder")).resolves.toBe("Match ID/ Name");
    await tab.page.getByLabel("Search category").selectOption({ label: "Player" });
    await expect(input.getAttribute("placeholder")).resolves.toBe(
      "Player ID/Player Name/TeamPlayer ID/TeamPlayer Name",
    );
    await screenshot(tab.page, "home-desktop");
    expect(tab.problems).toEqual([]);
  });

  it("remembers the category for the session", async () => {
    await tab.page.goto("/");
    await tab.page.getByLabel("Search category").selectOption({ label: "Team" });
    await tab.page.reload();
    await expect(tab.page.getByLabel("Search category").inputValue()).resolves.toBe("team");
  });

  it("shows a clear icon only while there is text", async () => {
    await tab.page.goto("/");
    const clear = tab.page.getByRole("button", { name: "Clear search" });
    await expect(clear.count()).resolves.toBe(0);
    await tab.page.getByRole("textbox").fill("abc");
    await clear.click();
    await expect(tab.page.getByRole("textbox").inputValue()).resolves.toBe("");
  });

  it("an empty search goes home with No Data", async () => {
    await search("Season", "  ,  ");
    expect(new URL(tab.page.url()).pathname).toBe("/");
    await expect(tab.page.getByText("No Data", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("several match entries that are not all digits go home with No Data", async () => {
    await search("Match", "10000001, final");
    expect(new URL(tab.page.url()).pathname).toBe("/");
    await expect(tab.page.getByText("No Data", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("match ids open the match detail with at most 8 of them, encoded", async () => {
    const ids = Array.from({ length: 9 }, (_, i) => 10000001 + i);
    await search("Match", ids.join(" , "));
    const url = new URL(tab.page.url());
    expect(url.pathname).toBe("/matchdetail");
    expect(atob(url.searchParams.get("match_id") ?? "")).toBe(ids.slice(0, 8).join(","));
  });

  it("a match id that matches nothing raises the red error toast, which can be closed", async () => {
    await search("Match", "99999999");
    const toast = tab.page.getByRole("alert");
    await expect(toast.innerText()).resolves.toContain("99999999");
    await screenshot(tab.page, "search-unmatched-toast");
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await expect(tab.page.getByRole("alert").count()).resolves.toBe(0);
  });

  it("works on a 360 px phone", async () => {
    const phone = await openPage(browser, site.url, PHONE);
    await phone.page.goto("/");
    await settled(phone.page);
    const box = await phone.page.locator(".search-form").boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, "home-phone");
    expect(phone.problems).toEqual([]);
    await phone.close();
  });
});
