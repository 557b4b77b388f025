/** The shell and the search rules of docs/spec.md sections 4 and 5, in Chromium against the real server. */

import { describe, expect, it } from "vitest";
import { browserAvailable, openPage, PHONE, screenshot, settled } from "./support/browser.ts";
import { browserSuite } from "./support/suite.ts";

describe.skipIf(!browserAvailable)("search", () => {
  const s = browserSuite();

  const search = async (category: string, text: string) => {
    await s.tab.page.goto("/");
    await s.tab.page.getByLabel("Search category").selectOption({ label: category });
    await s.tab.page.locator("search input").fill(text);
    await s.tab.page.keyboard.press("Enter");
    await settled(s.tab.page);
  };

  it("home shows only the search bar, with the category's placeholder", async () => {
    await s.tab.page.goto("/");
    await settled(s.tab.page);
    const input = s.tab.page.locator("search input");
    await expect(input.getAttribute("placeholder")).resolves.toBe("Match ID/ Name");
    await s.tab.page.getByLabel("Search category").selectOption({ label: "Player" });
    await expect(input.getAttribute("placeholder")).resolves.toBe(
      "Player ID/Player Name/TeamPlayer ID/TeamPlayer Name",
    );
    await screenshot(s.tab.page, "home-desktop");
    expect(s.tab.problems).toEqual([]);
  });

  it("remembers the category for the session", async () => {
    await s.tab.page.goto("/");
    await s.tab.page.getByLabel("Search category").selectOption({ label: "Team" });
    await s.tab.page.reload();
    await expect(s.tab.page.getByLabel("Search category").inputValue()).resolves.toBe("team");
  });

  it("shows a clear icon only while there is text", async () => {
    await s.tab.page.goto("/");
    const clear = s.tab.page.getByRole("button", { name: "Clear search" });
    await expect(clear.count()).resolves.toBe(0);
    await s.tab.page.locator("search input").fill("abc");
    await clear.click();
    await expect(s.tab.page.locator("search input").inputValue()).resolves.toBe("");
  });

  it("an empty search goes home with No Data", async () => {
    await search("Season", "  ,  ");
    expect(new URL(s.tab.page.url()).pathname).toBe("/");
    await expect(s.tab.page.getByText("No Data", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("several match entries that are not all digits go home with No Data", async () => {
    await search("Match", "10000001, final");
    expect(new URL(s.tab.page.url()).pathname).toBe("/");
    await expect(s.tab.page.getByText("No Data", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("match ids open the match detail with at most 8 of them, encoded", async () => {
    const ids = Array.from({ length: 9 }, (_, i) => 10000001 + i);
    await search("Match", ids.join(" , "));
    const url = new URL(s.tab.page.url());
    expect(url.pathname).toBe("/matchdetail");
    expect(atob(url.searchParams.get("match_id") ?? "")).toBe(ids.slice(0, 8).join(","));
  });

  it("a match id that matches nothing raises the red error toast, which can be closed", async () => {
    await search("Match", "99999999");
    const toast = s.tab.page.getByRole("alert");
    await expect(toast.innerText()).resolves.toContain("99999999");
    await screenshot(s.tab.page, "search-unmatched-toast");
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await expect(s.tab.page.getByRole("alert").count()).resolves.toBe(0);
  });

  it("ignores a search for the list already shown, and a link to the screen already shown", async () => {
    await search("Season", "booyah");
    const depth = () => s.tab.page.evaluate(() => history.length);
    const before = await depth();
    await s.tab.page.locator("search input").press("Enter");
    await settled(s.tab.page);
    await s.tab.page.goto("/");
    await s.tab.page.getByRole("link", { name: "Match Stats" }).click();
    expect(new URL(s.tab.page.url()).pathname).toBe("/");
    await s.tab.page.goBack();
    expect(new URL(s.tab.page.url()).pathname).toBe("/season");
    expect(await depth()).toBe(before + 1);
  });

  it("works on a 360 px phone", async () => {
    const phone = await openPage(s.browser, s.site.url, PHONE);
    await phone.page.goto("/");
    await settled(phone.page);
    const box = await phone.page.locator(".search-form").boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, "home-phone");
    expect(phone.problems).toEqual([]);
    await phone.close();
  });
});
