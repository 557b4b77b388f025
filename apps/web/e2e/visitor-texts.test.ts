/**
 * What a visitor reads: links of the spec's shapes open, refusals and missing levels are said in
 * plain words, rows say what they are, and values read as they show.
 */

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, openPage, screenshot, settled } from "./support/browser.ts";
import { ACAI, VOO_ALTO } from "./support/demo-records.ts";
import { saved } from "./support/downloads.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const visit = async (page: Page, path: string) => {
  await page.goto(path);
  await settled(page);
};

/** The value shown under an info block's label. */
const infoValue = (page: Page, label: string) =>
  page
    .locator(".info-item")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .first()
    .locator("dd");

describe.skipIf(!browserAvailable)("visitor texts", () => {
  const s = browserSuite();

  it("opens a player's match link whose game is -1, the spec's 'whole match'", async () => {
    const page = s.tab.page;
    const teamPlayer = `player_id=${enc(ACAI.player)}&team_id=${enc(VOO_ALTO.team)}`;
    await visit(
      page,
      `/player/match/detail?${teamPlayer}&match_id=${enc(ACAI.match)}&single_match_id=${enc(-1)}&type=Total`,
    );
    await expect(page.locator(".toast").count()).resolves.toBe(0);
    const table = page.getByRole("region", { name: "Player Stats Total" });
    await expect(table.locator("tbody").innerText()).resolves.toContain(ACAI.teamPlayer);
    await screenshot(page, "visitor-texts-minus-one");
  });

  it("says a refused request in the visitor's words, never the API's developer text", async () => {
    // A game of another match: the server refuses it (400), and the toast says what that means.
    const own = await openPage(s.browser, s.site.url);
    await visit(own.page, `/matchdetail?match_id=${enc(VOO_ALTO.match)}&single_match_id=${enc(100000099)}`);
    const toast = own.page.locator(".toast").first();
    const text = await toast.innerText();
    expect(text).toContain("This link names a game that is not part of the match.");
    expect(text).not.toMatch(/single_match_id|expected|Too small/);
    await screenshot(own.page, "visitor-texts-refusal");
    await own.close();
  });

  it("says what a team did not play, with links to the team and the season", async () => {
    const page = s.tab.page;
    await visit(page, `/team/season/detail?team_id=${enc(100006)}&season_id=${enc(VOO_ALTO.season)}`);
    const alert = page.getByRole("alert");
    await expect(alert.innerText()).resolves.toContain("Team Tubarões has no games in Season 1001.");
    await expect(alert.innerText()).resolves.not.toContain("does not exist");
    const hrefs = await alert
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain(`/team/detail?team_id=${enc(100006)}`);
    expect(hrefs).toContain(`/seasonevent?season_id=${enc(VOO_ALTO.season)}`);
    await screenshot(page, "visitor-texts-team-season-missing");
  });

  it("says what a player did not play, with links to the player and the event", async () => {
    const page = s.tab.page;
    const teamPlayer = `player_id=${enc(ACAI.player)}&teamplayer_id=${enc(ACAI.teamPlayer)}`;
    // Event 10002 is of season 1001, but Vôo Alto did not play it.
    await visit(page, `/event/detail?${teamPlayer}&season_id=${enc(1001)}&event_id=${enc(10002)}`);
    const alert = page.getByRole("alert");
    await expect(alert.innerText()).resolves.toMatch(/has no games in Event 10002\./);
    const hrefs = await alert
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain(`/eventmatch?event_id=${enc(10002)}`);
  });

  it("names each player row's type, on screen and in the CSV", async () => {
    const page = s.tab.page;
    await visit(page, `/player?search=${encodeURIComponent("açaí")}`);
    const rows = await page
      .locator(".data-table tbody tr:not(.data-table-spacer)")
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")),
      );
    const headers = await page.locator(".data-table thead th").allInnerTexts();
    const type = headers.findIndex((h) => h.trim().toLowerCase() === "type");
    expect(type).toBeGreaterThanOrEqual(0);
    const typeOf = (id: string) => rows.find((cells) => cells[0] === id)?.[type];
    expect(typeOf(String(ACAI.player))).toBe("Player");
    expect(typeOf(ACAI.teamPlayer)).toBe("Team-player (Vôo Alto)");
    await page.getByRole("button", { name: "Download Player List" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Player List" });
    const file = await saved(page, () =>
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    );
    const csv = file.bytes.toString("utf8");
    expect(csv.split("\r\n")[0]).toContain("Type");
    expect(csv).toContain(`\r\n${ACAI.teamPlayer},Team-player (Vôo Alto),Açaí,`);
    expect(csv).toContain(`\r\n${ACAI.player},Player,Açaí,`);
    await screenshot(page, "visitor-texts-player-types");
  });

  it("shows one game's own start and end times in Match Info, not its match's", async () => {
    const page = s.tab.page;
    await visit(page, `/matchdetail?match_id=${enc(VOO_ALTO.match)}&single_match_id=${enc(100000002)}`);
    await expect(infoValue(page, "Start Time").innerText()).resolves.toBe("2024-01-30 13:20:33");
    await expect(infoValue(page, "End Time").innerText()).resolves.toBe("2024-01-30 13:44:00");
    await screenshot(page, "visitor-texts-one-game");
  });

  it("writes the Match Info CSV's form as its label, as the screen shows it", async () => {
    const page = s.tab.page;
    await visit(page, `/matchdetail?match_id=${enc(VOO_ALTO.match)}`);
    await expect(infoValue(page, "Form").innerText()).resolves.toBe("BR Squad");
    await page.getByRole("button", { name: "Download Match Info" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Match Info" });
    const file = await saved(page, () =>
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    );
    const [header, row] = file.bytes.toString("utf8").replace("\uFEFF", "").split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, row!.split(",")[i]]));
    expect(cells.Form).toBe("BR Squad");
    expect(cells.Mode).toBe("BR");
  });

  it("writes a season's regions with a space after each comma", async () => {
    const page = s.tab.page;
    await visit(page, `/seasonevent?season_id=${enc(VOO_ALTO.season)}`);
    await expect(infoValue(page, "Regions").innerText()).resolves.toBe(
      "Brasil, ประเทศไทย, Việt Nam, الشرق الأوسط",
    );
    await screenshot(page, "visitor-texts-regions");
  });

  it("keeps the typed text in the search box when the ids were not found", async () => {
    const page = s.tab.page;
    await visit(page, "/season?search=booyah");
    await page.getByLabel("Search category").selectOption({ label: "Match" });
    await page.locator("search input").fill("99999998");
    await page.keyboard.press("Enter");
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("search input").inputValue()).resolves.toBe("99999998");
  });

  it("opens a pasted link with a plain decimal id, and says when a link is not this site's", async () => {
    const page = s.tab.page;
    await visit(page, `/seasonevent?season_id=${VOO_ALTO.season}`);
    await expect(page.locator("h1").innerText()).resolves.toContain("Booyah Pro League 2024");
    await visit(page, "/seasonevent?season_id=abcd");
    const alert = page.getByRole("alert");
    await expect(alert.innerText()).resolves.toContain("not a link of this site");
    // The undecodable value is not shown as mojibake.
    await expect(alert.innerText()).resolves.not.toMatch(/[^\p{L}\p{N}\p{P}\p{Zs}\n]/u);
    await screenshot(page, "visitor-texts-foreign-link");
  });

  it("shows the list's default order, id descending, as the id column's sort arrow", async () => {
    const page = s.tab.page;
    await visit(page, "/match?search=League");
    const idHeader = page.locator("th", { hasText: "Match ID" });
    await expect(idHeader.getAttribute("aria-sort")).resolves.toBe("descending");
    await idHeader.getByRole("button").click();
    await settled(page);
    await expect(idHeader.getAttribute("aria-sort")).resolves.toBe("ascending");
    await screenshot(page, "visitor-texts-default-sort");
  });
});
