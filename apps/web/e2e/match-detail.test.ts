/** The match detail (docs/spec.md sections 2, 4 and 5 "Match detail", "Compare mode"), in Chromium against the real server. */

import type { CallResponse } from "@match-stats/contract";
import {
  csvCell,
  downloadColumns,
  type FormatInput,
  MATCH_PLAYERS,
  TEAM_MATCH_EXTRA_COLUMNS,
  toCsv,
  withExtraColumns,
} from "@match-stats/stats";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openPage, PHONE, screenshot, settled } from "./support/browser.ts";
import { saved } from "./support/downloads.ts";
import { expectDialogFillsWidth, expectFitsWidth, visit } from "./support/screen-checks.ts";
import { enc, holdCall } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

/** Three battle royale matches of event 10001. */
const BR_MATCHES = [10000001, 10000002, 10000003];
const [BR_MATCH] = BR_MATCHES as [number, ...number[]];
/** The most matches the screen loads side by side. */
const EIGHT_MATCHES = Array.from({ length: 8 }, (_, i) => 10000001 + i);
const CS_EVENT = 10004;

const detailPath = (ids: readonly number[]) => `/matchdetail?match_id=${enc(ids)}`;

/** The team or player table of the page (the dialogs' tables are named otherwise). */
const statsTable = (page: Page) =>
  page.locator(
    'section.data-table[aria-label^="Team Stats"], section.data-table[aria-label^="Player Stats"]',
  );
const headers = (page: Page) => statsTable(page).locator("thead th").allTextContents();
const rows = (page: Page) => statsTable(page).locator("tbody tr");
/** A column's cells, by its header label, in the rows rendered. */
async function columnValues(page: Page, label: string): Promise<string[]> {
  const index = (await headers(page)).indexOf(label);
  expect(index).toBeGreaterThanOrEqual(0);
  return rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => tr.querySelectorAll("td")[i]?.textContent ?? ""),
    index,
  );
}
const chips = (page: Page) => page.getByRole("navigation", { name: "Matches loaded" }).getByRole("listitem");
const dialogTabs = (page: Page) => page.getByRole("dialog").getByRole("tab").allTextContents();
const selectedDialogTab = (page: Page) =>
  page.getByRole("dialog").getByRole("tab", { selected: true }).textContent();
const isDescending = (values: readonly number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe.skipIf(!browserAvailable)("match detail", () => {
  const s = browserSuite();
  let csMatch = 0;

  beforeAll(async () => {
    const answer = await s.site.client.call<CallResponse<"search">>("search", {
      search_type: 1,
      field: "match",
      param: [],
      size: 1,
      page: 1,
      season_id: -1,
      event_id: CS_EVENT,
    });
    const match = answer.data.match_stats?.[0];
    expect(match?.mode).toBe(15);
    csMatch = match!.match_id;
  });

  const open = (path: string, page = s.tab.page) => visit(page, path);

  it("shows one match: its info, mode with the form, results by score, and its tables without sub-tabs", async () => {
    const { page } = s.tab;
    await open(`${detailPath([BR_MATCH])}&season_id=${enc(1001)}&event_id=${enc(10001)}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("League Day 1");
    await expect(page.title()).resolves.toContain("League Day 1");
    const info = page.getByRole("region", { name: /^Match Info/ });
    await expect(
      info.getByRole("button", { name: /^Match Info/ }).getAttribute("aria-expanded"),
    ).resolves.toBe("true");
    const mode = info.getByRole("region", { name: "Mode info" });
    await expect(mode.textContent()).resolves.toContain("BR Squad");
    const scores = await info
      .getByRole("region", { name: "Results" })
      .locator(".match-result-score")
      .allTextContents();
    expect(scores.length).toBe(12);
    expect(isDescending(scores.map(Number))).toBe(true);
    // One chip, which cannot be removed; no overall view and so no Total or Average tab.
    await expect(chips(page).count()).resolves.toBe(1);
    await expect(page.getByRole("button", { name: /^Remove match/ }).count()).resolves.toBe(0);
    await expect(page.getByRole("tab", { name: "Total" }).count()).resolves.toBe(0);
    await expect(headers(page)).resolves.toContain("Rank");
    // Battle royale shows its own columns and the Item button, not the clash squad ones.
    await expect(headers(page)).resolves.toContain("Survival Score");
    await expect(headers(page)).resolves.not.toContain("W-L");
    await expect(page.getByRole("button", { name: "Item", exact: true }).count()).resolves.toBe(1);
    await screenshot(page, "match-detail-desktop");
  });

  it("links the season and event of the info, and each team and player of the tables", async () => {
    const { page } = s.tab;
    await open(detailPath([BR_MATCH]));
    const info = page.getByRole("region", { name: /^Match Info/ });
    const season = new URL(
      (await info.getByRole("link", { name: "1001", exact: true }).getAttribute("href"))!,
      s.site.url,
    );
    expect(season.pathname).toBe("/seasonevent");
    expect(season.searchParams.get("season_id")).toBe(btoa("1001"));
    const event = await info.getByRole("link", { name: "10001", exact: true }).getAttribute("href");
    expect(event).toBe(`/eventmatch?event_id=${enc(10001)}`);

    const teamId = (await columnValues(page, "Team ID"))[0]!;
    const teamLink = rows(page).first().getByRole("link", { name: teamId, exact: true });
    await expect(teamLink.getAttribute("href")).resolves.toBe(`/team/detail?team_id=${enc(Number(teamId))}`);

    await page.getByRole("tab", { name: "Player" }).click();
    const [playerId] = await columnValues(page, "Player ID");
    const [teamPlayerId] = await columnValues(page, "TeamPlayer ID");
    const playerLink = rows(page).first().getByRole("link", { name: teamPlayerId!, exact: true });
    await expect(playerLink.getAttribute("href")).resolves.toBe(
      `/teamplayer/detail?player_id=${enc(Number(playerId))}&teamplayer_id=${enc(teamPlayerId!)}`,
    );
    await playerLink.click();
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/teamplayer/detail");
  });

  it("shows several matches in the overall view, with Total and Average and no rank columns", async () => {
    const { page } = s.tab;
    await open(detailPath(BR_MATCHES));
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("3 matches");
    await expect(chips(page).count()).resolves.toBe(4);
    await expect(page.getByRole("button", { name: "Overall" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    // Every match has its info panel, closed until opened.
    const panels = page.getByRole("region", { name: /^Match Info/ });
    await expect(panels.count()).resolves.toBe(3);
    const toggle = panels.nth(1).getByRole("button", { name: /^Match Info/ });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(panels.nth(1).getByRole("region", { name: "Results" }).isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(panels.nth(1).getByRole("region", { name: "Results" }).isVisible()).resolves.toBe(true);
    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");

    await expect(page.getByRole("tab", { name: "Total" }).getAttribute("aria-selected")).resolves.toBe(
      "true",
    );
    await expect(headers(page)).resolves.not.toContain("Rank");
    const totals = (await columnValues(page, "Total Score")).map(Number);
    expect(isDescending(totals)).toBe(true);
    await page.getByRole("tab", { name: "Player" }).click();
    await expect(headers(page)).resolves.not.toContain("Team Rank");
    const kills = (await columnValues(page, "Kills")).map(Number);
    expect(isDescending(kills)).toBe(true);
    await page.getByRole("tab", { name: "Average" }).click();
    await expect(statsTable(page).getAttribute("aria-label")).resolves.toBe("Player Stats Average");
    const averageKills = (await columnValues(page, "Kills")).map(Number);
    expect(Math.max(...averageKills)).toBeLessThan(Math.max(...kills));
    await screenshot(page, "match-detail-overall-desktop");

    // One match's chip: its own tables with ranks, and no sub-tabs.
    await chips(page).nth(1).getByRole("button").first().click();
    await expect(page.getByRole("tab", { name: "Average" }).count()).resolves.toBe(0);
    await expect(headers(page)).resolves.toContain("Team Rank");
    await expect(page.getByRole("region", { name: /^Match Info/ }).count()).resolves.toBe(1);
  });

  it("loads eight matches of nine ids typed in the search bar", async () => {
    const { page } = s.tab;
    await open("/");
    const ids = Array.from({ length: 9 }, (_, i) => 10000001 + i);
    await page.getByLabel("Search category").selectOption({ label: "Match" });
    await page.locator("search input").fill(ids.join(","));
    await page.keyboard.press("Enter");
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/matchdetail");
    await expect(page.getByRole("button", { name: /^Remove match/ }).count()).resolves.toBe(8);
    await expect(chips(page).count()).resolves.toBe(9);
    await expect(page.getByRole("button", { name: "Remove match 10000009" }).count()).resolves.toBe(0);
  });

  it("calls the matches of a link of several by the plural in its heading while their data loads", async () => {
    const { page } = s.tab;
    const release = await holdCall(page, "match_data");
    try {
      await page.goto(detailPath(EIGHT_MATCHES));
      await expect
        .poll(() => page.locator(".detail-kind").textContent())
        .toBe(`Matches #${EIGHT_MATCHES.join(", #")}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Matches");
    } finally {
      await release();
    }
    await settled(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("8 matches");
  });

  it("shows eight matches' stats on the first screen, and arrows where more chips lie beyond the edge", async () => {
    for (const size of [DESKTOP, PHONE]) {
      const tab = await openPage(s.browser, s.site.url, size);
      const { page } = tab;
      await open(detailPath(EIGHT_MATCHES), page);
      // The info panels, closed, take a strip: the tables' title is on the first screen.
      await expect(page.getByRole("region", { name: /^Match Info/ }).count()).resolves.toBe(8);
      const title = await page.getByRole("heading", { name: "Team Stats Total" }).boundingBox();
      expect(title!.y + title!.height).toBeLessThanOrEqual(size.height);
      await screenshot(page, `match-detail-eight-${size.width}`);

      const strip = chips(page).first().locator("xpath=../..");
      const lastInView = () =>
        strip.evaluate((nav) => {
          const chip = nav.querySelector("li:last-child")!.getBoundingClientRect();
          const area = nav.getBoundingClientRect();
          return chip.left >= area.left && chip.right <= area.right;
        });
      const later = page.getByRole("button", { name: "More matches" });
      const earlier = page.getByRole("button", { name: "Earlier matches" });
      await expect(lastInView()).resolves.toBe(false);
      await expect(later.isVisible()).resolves.toBe(true);
      await expect(earlier.count()).resolves.toBe(0);
      // Each press scrolls most of a strip's width (at once, as a visitor who asks for less motion sees it).
      await page.emulateMedia({ reducedMotion: "reduce" });
      // Pressed until the last chip is in view; each press is seen through before the next (the arrow
      // goes once the strip has scrolled to its end, which a press read too early would miss).
      for (let press = 0; press < EIGHT_MATCHES.length && !(await lastInView()); press++) {
        const before = await strip.evaluate((nav) => nav.scrollLeft);
        await later.click();
        await expect.poll(() => strip.evaluate((nav) => nav.scrollLeft)).not.toBe(before);
      }
      await expect(lastInView()).resolves.toBe(true);
      await expect.poll(() => later.count()).toBe(0);
      await expect(earlier.isVisible()).resolves.toBe(true);
      expect(tab.problems).toEqual([]);
      await tab.close();
    }
  });

  it("removes a match with its chip: the address, the chips and the data follow", async () => {
    const { page } = s.tab;
    await open(detailPath(BR_MATCHES));
    const requests: string[] = [];
    const watch = (request: { url(): string; postData(): string | null }) => {
      if (request.url().endsWith("/match_data")) requests.push(request.postData() ?? "");
    };
    page.on("request", watch);
    // Waited for by name: a quiet page right after the click does not yet mean the reload has started.
    const reload = page.waitForRequest((request) => request.url().endsWith("/match_data"));
    await page.getByRole("button", { name: `Remove match ${BR_MATCHES[1]}` }).click();
    await reload;
    await settled(page);
    page.off("request", watch);
    expect(new URL(page.url()).searchParams.get("match_id")).toBe(btoa(`${BR_MATCHES[0]},${BR_MATCHES[2]}`));
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0]!).match_ids).toEqual([BR_MATCHES[0], BR_MATCHES[2]]);
    await expect(chips(page).count()).resolves.toBe(3);
    await expect(page.getByRole("region", { name: /^Match Info/ }).count()).resolves.toBe(2);
    // Down to one match: its chip stays, without a cross.
    await page.getByRole("button", { name: `Remove match ${BR_MATCHES[0]}` }).click();
    await settled(page);
    await expect(chips(page).count()).resolves.toBe(1);
    await expect(page.getByRole("button", { name: /^Remove match/ }).count()).resolves.toBe(0);
  });

  it("shows a clash squad match with death, K/D and W-L, no Item button, and only Active skills", async () => {
    const { page } = s.tab;
    await open(detailPath([csMatch]));
    // Teams have rounds won and lost (docs/spec.md section 3 "Team row"), players deaths and K/D.
    await expect(headers(page)).resolves.toContain("W-L");
    await expect(headers(page)).resolves.not.toContain("Survival Score");
    await page.getByRole("tab", { name: "Player" }).click();
    await expect(headers(page)).resolves.toEqual(expect.arrayContaining(["Death", "K/D"]));
    await expect(page.getByRole("button", { name: "Item", exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole("region", { name: "Mode info" }).textContent()).resolves.toContain("4v4");
    await page.getByRole("button", { name: "Skill", exact: true }).click();
    await settled(page);
    await expect(dialogTabs(page)).resolves.toEqual(["Active"]);
    await page.keyboard.press("Escape");
  });

  it("ranks one game by its placement, results included, and shows the Placement column", async () => {
    const { page } = s.tab;
    // Game 100000001's winner (team 100007) scored fewer points than the runner-up (docs/statistics.md).
    await open(`${detailPath([BR_MATCH])}&single_match_id=${enc(100000001)}`);
    const cols = await headers(page);
    expect(cols.slice(0, 2)).toEqual(["Rank", "Placement"]);
    const placements = await columnValues(page, "Placement");
    expect(placements).toEqual(await columnValues(page, "Rank"));
    expect(placements.slice(0, 3)).toEqual(["1", "2", "3"]);
    expect((await columnValues(page, "Team ID"))[0]).toBe("100007");
    const [first] = await page
      .getByRole("region", { name: "Results" })
      .locator(".match-result-team")
      .allTextContents();
    expect(first).toBe((await columnValues(page, "Team Name"))[0]);
  });

  it("ranks a clash-squad best-of-3 by games won, with Games beside W-L", async () => {
    const { page } = s.tab;
    // Match 10000043: team 100034 won 2-1 on fewer rounds, 9-10 (docs/statistics.md).
    await open(detailPath([10000043]));
    const cols = await headers(page);
    expect(cols.indexOf("W-L")).toBe(cols.indexOf("Games") + 1);
    expect(cols).not.toContain("Placement");
    expect(await columnValues(page, "Team ID")).toEqual(["100034", "100036"]);
    expect(await columnValues(page, "Games")).toEqual(["2-1", "1-2"]);
    expect(await columnValues(page, "W-L")).toEqual(["9-10", "10-9"]);
    const scores = await page
      .getByRole("region", { name: "Results" })
      .locator(".match-result-score")
      .allTextContents();
    expect(scores).toEqual(["2", "1"]);
  });

  it("compares two rows: Confirm waits for two, a third is refused, switching tables clears", async () => {
    const { page } = s.tab;
    await open(detailPath([BR_MATCH]));
    await page.getByRole("button", { name: "VS" }).click();
    const confirm = page.getByRole("button", { name: "Confirm" });
    const picked = () => rows(page).and(page.locator('[aria-selected="true"]')).count();
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await expect(page.locator(".compare-hint").textContent()).resolves.toContain("0 of 2");

    await rows(page).nth(0).click();
    await expect(rows(page).nth(0).getAttribute("aria-selected")).resolves.toBe("true");
    await expect(confirm.isDisabled()).resolves.toBe(true);
    // Clicking again lets the row go; the keyboard picks it back.
    await rows(page).nth(0).click();
    await expect(picked()).resolves.toBe(0);
    await rows(page).nth(0).focus();
    await page.keyboard.press("Enter");
    await rows(page).nth(1).focus();
    await page.keyboard.press(" ");
    await expect(picked()).resolves.toBe(2);
    await expect(confirm.isEnabled()).resolves.toBe(true);

    await rows(page).nth(2).click();
    await expect(
      page.getByRole("status").filter({ hasText: "You can compare 2 rows at most" }).count(),
    ).resolves.toBe(1);
    await expect(rows(page).nth(2).getAttribute("aria-selected")).resolves.toBe("false");
    await expect(picked()).resolves.toBe(2);

    const names = await columnValues(page, "Team Name");
    await confirm.click();
    await settled(page);
    const dialog = page.getByRole("dialog", { name: "Compare" });
    await expect(dialog.locator(".compare-side strong").allTextContents()).resolves.toEqual(
      names.slice(0, 2),
    );
    const bars = await dialog
      .getByRole("progressbar")
      .evaluateAll((elements) => elements.map((e) => Number(e.getAttribute("aria-valuenow"))));
    // A pair of bars per field of the mode (5 in battle royale) and per weapon, each pair summing to 100.
    expect(bars.length).toBeGreaterThanOrEqual(2 * 6);
    for (let i = 0; i < bars.length; i += 2) expect(bars[i]! + bars[i + 1]!).toBe(100);
    await expect(dialog.getByRole("progressbar", { name: /^Survival Score/ }).count()).resolves.toBe(2);
    await screenshot(page, "match-compare-desktop");
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.getByRole("tab", { name: "Player" }).click();
    await expect(picked()).resolves.toBe(0);
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm.count()).resolves.toBe(0);
    await expect(rows(page).first().getAttribute("aria-selected")).resolves.toBeNull();
  });

  it("opens every dialog and reopens each on its first tab", async () => {
    const { page } = s.tab;
    await open(detailPath([BR_MATCH]));
    const opener = (name: string) => page.getByRole("button", { name, exact: true });

    await opener("Weapon").click();
    await settled(page);
    await expect(dialogTabs(page)).resolves.toEqual(["Total", "Average"]);
    await expect(page.getByRole("dialog").locator("tbody tr").count()).resolves.toBeGreaterThan(3);
    await page.getByRole("dialog").getByRole("tab", { name: "Average" }).click();
    await page.keyboard.press("Escape");
    await opener("Weapon").click();
    await expect(selectedDialogTab(page)).resolves.toBe("Total");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    await opener("Skill").click();
    await settled(page);
    await expect(dialogTabs(page)).resolves.toEqual(["Active", "Passive", "Pet", "Loadout"]);
    await page.getByRole("dialog").getByRole("tab", { name: "Loadout" }).click();
    await page.keyboard.press("Escape");
    await opener("Skill").click();
    await expect(selectedDialogTab(page)).resolves.toBe("Active");
    await page.keyboard.press("Escape");

    await opener("Item").click();
    const items = page.getByRole("dialog", { name: "Items Data" });
    await expect(items.locator("thead th").allTextContents()).resolves.toContain("Grenade Use");
    await expect(items.locator("tbody tr").count()).resolves.toBeGreaterThan(3);
    await screenshot(page, "match-items-desktop");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Download Team Stats" }).click();
    const download = page.getByRole("dialog", { name: "Download Team Stats" });
    await download.getByRole("radio", { name: /All data/ }).check();
    await download.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Download Team Stats" }).click();
    await expect(download.getByRole("radio", { name: /This area/ }).isChecked()).resolves.toBe(true);
    await page.keyboard.press("Escape");
  });

  it("downloads the player table with the extra columns, as the API's values in the table's formats", async () => {
    const { page } = s.tab;
    await open(detailPath([BR_MATCH]));
    await page.getByRole("tab", { name: "Player" }).click();
    await page.getByRole("button", { name: "Download Player Stats" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Player Stats" });
    await expect(dialog.getByRole("checkbox", { name: "Region" }).isChecked()).resolves.toBe(true);
    const file = await saved(page, () =>
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    );
    expect(file.name).toBe("Player Stats.csv");

    const answer = await s.site.client.call<CallResponse<"match_data">>("match_data", {
      match_ids: [BR_MATCH],
    });
    const [info] = answer.data.match_info;
    const [tables] = answer.data.team_stats;
    const table = withExtraColumns(MATCH_PLAYERS, TEAM_MATCH_EXTRA_COLUMNS);
    const columns = downloadColumns(table, { mode: info!.mode });
    const expected = toCsv(
      columns.map((c) => c.label),
      tables!.players.map((player) => {
        const team = tables!.teams.find((t) => t.team_id === player.team_id)!;
        const row: Record<string, unknown> = {
          ...player,
          region: team.region,
          teammate_num: team.teammate_list.length,
          season_id: info!.season_id,
          event_id: info!.event_id,
          match_id: info!.match_id,
        };
        return columns.map((c) => csvCell(c.format, row[c.key] as FormatInput));
      }),
    );
    const text = file.bytes.toString("utf8");
    expect(text).toBe(expected);
    expect(
      text.startsWith("\uFEFFPlayer ID,TeamPlayer ID,Player Name,Team ID,Team Name,Team Rank,Kills,"),
    ).toBe(true);
    const header = text.slice(1, text.indexOf("\r\n")).split(",");
    expect(header.slice(-5)).toEqual(["Region", "Number of Teammate", "Season ID", "Event ID", "Match ID"]);
    // Oil kills are never recorded: every row writes the missing value.
    const oil = header.indexOf("Oil Kill");
    const second = text.split("\r\n")[1]!.split(",");
    expect(second[oil]).toBe("-");
    expect(second.slice(-3)).toEqual(["1001", "10001", String(BR_MATCH)]);
  });

  it("downloads all the loaded matches as a zip", async () => {
    const { page } = s.tab;
    await open(detailPath(BR_MATCHES.slice(0, 2)));
    await page.getByRole("button", { name: "Download Team Stats Total" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Team Stats Total" });
    await dialog.getByRole("radio", { name: /All data/ }).check();
    const zip = await saved(page, () =>
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    );
    expect(zip.name).toBe(`Matches ${BR_MATCHES[0]},${BR_MATCHES[1]}.zip`);
    expect(zip.bytes.subarray(0, 2).toString()).toBe("PK");
  });

  it("says which ids match nothing, and when none does", async () => {
    const { page } = s.tab;
    await open(detailPath([BR_MATCH, 99999999]));
    await expect(page.getByRole("status").filter({ hasText: "Not found" }).textContent()).resolves.toContain(
      "99999999",
    );
    await expect(chips(page).count()).resolves.toBe(1);
    await open(detailPath([99999999]));
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Match 99999999 does not exist");
    await open("/matchdetail?match_id=%%%");
    await expect(page.getByRole("alert").textContent()).resolves.toContain("match_id");
    await open("/matchdetail");
    await expect(page.getByRole("alert").textContent()).resolves.toContain("match_id");
  });

  it("reads on a 360 px phone: tables scroll sideways, the page does not, dialogs fit", async () => {
    const phone = await openPage(s.browser, s.site.url, PHONE);
    for (const [name, ids] of [
      ["match-detail-phone", [BR_MATCH]],
      ["match-detail-overall-phone", BR_MATCHES],
    ] as const) {
      await open(detailPath(ids), phone.page);
      await expectFitsWidth(phone.page, name);
    }
    await phone.page.getByRole("button", { name: "VS" }).click();
    await rows(phone.page).nth(0).click();
    await rows(phone.page).nth(1).click();
    await phone.page.getByRole("button", { name: "Confirm" }).click();
    await settled(phone.page);
    const dialog = phone.page.getByRole("dialog", { name: "Compare" });
    await expectDialogFillsWidth(dialog);
    const inner = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(inner).toBeLessThanOrEqual(0);
    await screenshot(phone.page, "match-compare-phone");
    expect(phone.problems).toEqual([]);
    await phone.close();
  });
});
