/** The season and event pages, Data Info and its dialogs (docs/spec.md section 2), in Chromium against the real server. */

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { browserAvailable, screenshot, settled } from "./support/browser.ts";
import { savedFromDialog } from "./support/downloads.ts";
import { expectDialogFillsWidth, onPhone } from "./support/screen-checks.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const SEASON = 1001;
/** A battle royale event and a clash squad one of that season. */
const BR_EVENT = 10001;
const CS_EVENT = 10004;

/** The names of a zip's entries. */
const zipEntries = (bytes: Buffer): Promise<string[]> =>
  new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on("end", () => resolve(names));
      zip.readEntry();
    }),
  );

const tabNames = (page: Page) => page.getByRole("dialog").getByRole("tab").allInnerTexts();
const selectedTab = (page: Page) => page.getByRole("dialog").getByRole("tab", { selected: true }).innerText();

describe.skipIf(!browserAvailable)("season and event pages", () => {
  const s = browserSuite();

  it("opens the season page from a search, and its event from the event list", async () => {
    await s.tab.page.goto("/season?search=1001");
    await settled(s.tab.page);
    await s.tab.page
      .getByRole("link", { name: /^View / })
      .first()
      .click();
    await settled(s.tab.page);
    expect(new URL(s.tab.page.url()).pathname).toBe("/seasonevent");
    const info = s.tab.page.getByRole("region", { name: "Season Info" });
    await expect(info.innerText()).resolves.toContain("1001");
    // The page's own id is not a link to itself.
    await expect(info.getByRole("link").count()).resolves.toBe(0);
    await screenshot(s.tab.page, "season-desktop");
    await s.tab.page
      .getByRole("region", { name: "Event List" })
      .getByRole("link", { name: /^View / })
      .last()
      .click();
    await settled(s.tab.page);
    expect(new URL(s.tab.page.url()).pathname).toBe("/eventmatch");
  });

  it("opens the event page from a pasted link; its Season ID leads back to the season", async () => {
    await s.tab.page.goto(`/eventmatch?event_id=${enc(BR_EVENT)}`);
    await settled(s.tab.page);
    await expect(s.tab.page.getByRole("heading", { level: 1 }).innerText()).resolves.not.toBe("");
    await screenshot(s.tab.page, "event-desktop");
    await s.tab.page
      .getByRole("region", { name: "Event Info" })
      .getByRole("link", { name: String(SEASON) })
      .click();
    await settled(s.tab.page);
    expect(new URL(s.tab.page.url()).searchParams.get("season_id")).toBe(btoa(String(SEASON)));
  });

  it("switches Data Info between Total and Average", async () => {
    await s.tab.page.goto(`/seasonevent?season_id=${enc(SEASON)}`);
    await settled(s.tab.page);
    const dataInfo = s.tab.page.getByRole("region", { name: "Data Info" });
    const kills = async () => (await dataInfo.locator(".info-item").first().innerText()).split("\n").pop();
    const sample = () => dataInfo.locator(".sample-note").innerText();
    const total = await kills();
    await expect(sample()).resolves.toMatch(/^Total of 145 games$/);
    await dataInfo.getByRole("tab", { name: "Average" }).click();
    const average = await kills();
    expect(Number(average)).toBeLessThan(Number(total));
    // A whole season's lobby averages per player per game (5,825 kills by 5,960 player-games), not 40 a game.
    await expect(sample()).resolves.toBe("Average per player per game: 145 games, 5960 player-games");
    expect(Number(average)).toBeCloseTo(0.98, 2);
  });

  it("opens the weapon dialog with Total and Average, closes with Escape and reopens on Total", async () => {
    await s.tab.page.goto(`/seasonevent?season_id=${enc(SEASON)}`);
    await settled(s.tab.page);
    const opener = s.tab.page
      .getByRole("region", { name: "Data Info" })
      .getByRole("button", { name: "Weapon" });
    await opener.click();
    const dialog = s.tab.page.getByRole("dialog", { name: "Weapon Stats" });
    await expect(tabNames(s.tab.page)).resolves.toEqual(["Total", "Average"]);
    await expect(dialog.locator("tbody tr").count()).resolves.toBeGreaterThan(3);
    await dialog.getByRole("tab", { name: "Average" }).click();
    await screenshot(s.tab.page, "weapon-dialog-desktop");
    await dialog.getByRole("button", { name: "Refresh Weapon Stats" }).click();
    await settled(s.tab.page);
    await expect(selectedTab(s.tab.page)).resolves.toBe("Average");
    await s.tab.page.keyboard.press("Escape");
    await expect(s.tab.page.getByRole("dialog").count()).resolves.toBe(0);
    // Focus goes back to the button that opened it.
    await expect(opener.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await opener.click();
    await expect(selectedTab(s.tab.page)).resolves.toBe("Total");
    await dialog.getByRole("button", { name: "Close" }).click();
  });

  it("opens the skill dialog with four tabs and resets it to Active on close", async () => {
    await s.tab.page.goto(`/seasonevent?season_id=${enc(SEASON)}`);
    await settled(s.tab.page);
    const opener = s.tab.page
      .getByRole("region", { name: "Data Info" })
      .getByRole("button", { name: "Skill" });
    await opener.click();
    await expect(tabNames(s.tab.page)).resolves.toEqual(["Active", "Passive", "Pet", "Loadout"]);
    await s.tab.page.getByRole("dialog").getByRole("tab", { name: "Loadout" }).click();
    await s.tab.page.keyboard.press("Escape");
    await opener.click();
    await expect(selectedTab(s.tab.page)).resolves.toBe("Active");
    await s.tab.page.keyboard.press("Escape");
  });

  it("sorts the event's match list in the page, without asking the server", async () => {
    await s.tab.page.goto(`/eventmatch?event_id=${enc(BR_EVENT)}`);
    await settled(s.tab.page);
    const list = s.tab.page.getByRole("region", { name: "Match List" });
    const firstId = async () => (await list.locator("tbody tr").first().innerText()).split("\t")[0]?.trim();
    let requests = 0;
    const count = () => {
      requests += 1;
    };
    s.tab.page.on("request", count);
    await list.getByRole("button", { name: "Match ID" }).click();
    const ascending = await firstId();
    await list.getByRole("button", { name: "Match ID" }).click();
    const descending = await firstId();
    s.tab.page.off("request", count);
    expect(Number(ascending)).toBeLessThan(Number(descending));
    expect(requests).toBe(0);
  });

  it("opens a match's weapon and skill stats; a clash squad match has the Active tab only", async () => {
    await s.tab.page.goto(`/eventmatch?event_id=${enc(CS_EVENT)}`);
    await settled(s.tab.page);
    const list = s.tab.page.getByRole("region", { name: "Match List" });
    await list
      .getByRole("button", { name: /^Weapon stats of / })
      .first()
      .click();
    await settled(s.tab.page);
    await expect(
      s.tab.page.getByRole("dialog", { name: "Weapon Stats" }).locator("tbody tr").count(),
    ).resolves.toBeGreaterThan(0);
    await s.tab.page.keyboard.press("Escape");
    await list
      .getByRole("button", { name: /^Skill stats of / })
      .first()
      .click();
    await settled(s.tab.page);
    await expect(tabNames(s.tab.page)).resolves.toEqual(["Active"]);
    await screenshot(s.tab.page, "skill-dialog-cs-desktop");
    await s.tab.page.keyboard.press("Escape");
  });

  it("downloads the season's info as CSV and all its data as a zip that opens", async () => {
    await s.tab.page.goto(`/seasonevent?season_id=${enc(SEASON)}`);
    await settled(s.tab.page);
    await s.tab.page.getByRole("button", { name: "Download Season Info" }).click();
    const dialog = s.tab.page.getByRole("dialog", { name: "Download Season Info" });
    const csv = await savedFromDialog(s.tab.page, dialog);
    expect(csv.name).toBe("Season Info.csv");
    const text = csv.bytes.toString("utf8");
    expect(text.startsWith("\uFEFFSeason ID,Season Name,Regions,Start Date,End Date\r\n1001,")).toBe(true);

    await s.tab.page.getByRole("button", { name: "Download Season Info" }).click();
    await dialog.getByRole("radio", { name: /All data/ }).check();
    const zip = await savedFromDialog(s.tab.page, dialog);
    expect(zip.name.endsWith(".zip")).toBe(true);
    const entries = await zipEntries(zip.bytes);
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.every((name) => name.endsWith(".csv") || name.endsWith("/"))).toBe(true);
  });

  it("says which value of a pasted link it cannot read", async () => {
    await s.tab.page.goto("/seasonevent?season_id=%%%");
    await settled(s.tab.page);
    await expect(s.tab.page.getByRole("alert").innerText()).resolves.toContain("season_id");
    await s.tab.page.goto(`/seasonevent?season_id=${enc(999)}`);
    await settled(s.tab.page);
    await expect(s.tab.page.locator("main").innerText()).resolves.toContain("Season 999 does not exist");
  });

  it("reads on a 360 px phone", async () => {
    const screens = [
      ["season-phone", `/seasonevent?season_id=${enc(SEASON)}`],
      ["event-phone", `/eventmatch?event_id=${enc(CS_EVENT)}`],
    ] as const;
    await onPhone(s, screens, async (page) => {
      await page.getByRole("region", { name: "Data Info" }).getByRole("button", { name: "Weapon" }).click();
      await expectDialogFillsWidth(page.getByRole("dialog"));
      await screenshot(page, "weapon-dialog-phone");
    });
  });
});
