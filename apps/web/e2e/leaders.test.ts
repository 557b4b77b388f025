/** Leaders: /leaders and the top-10 blocks of the season and event pages, in Chromium against the real server. */

import type { CallResponse } from "@match-stats/contract";
import {
  csvCell,
  downloadColumns,
  type FormatInput,
  leadersTable,
  leaderTableRows,
  toCsv,
} from "@match-stats/stats";
import { describe, expect, it } from "vitest";
import { browserAvailable, screenshot, settled } from "./support/browser.ts";
import { saved } from "./support/downloads.ts";
import { onPhone, region } from "./support/screen-checks.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const SEASON = 1001;
const EVENT = 10001;

type Leaders = CallResponse<"leaders">;

describe.skipIf(!browserAvailable)("leaders", () => {
  const s = browserSuite();
  const leaders = (fields: Record<string, unknown>) =>
    s.site.client.call<Leaders>("leaders", fields).then((answer) => answer.data);
  const cellTexts = (column: number) =>
    s.tab.page.locator(`tbody tr[aria-rowindex] td:nth-child(${column})`).allInnerTexts();

  it("opens from the header, ranks by the statistic of the address, and keeps each choice in the address", async () => {
    const { page } = s.tab;
    await page.goto("/");
    await settled(page);
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Leaders" }).click();
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/leaders");
    const all = await leaders({ subject: "player", stat: "kills", size: 5 });
    // All time, players by total kills: the API's first players, by name (no team-player columns all time).
    expect((await cellTexts(3)).slice(0, 5)).toEqual(all.data.map((r) => r.player_name));

    await page.getByLabel("Statistic").selectOption("damage");
    await page.getByLabel("Values").selectOption("average");
    await page.getByLabel("Ranking of").selectOption("team");
    await settled(page);
    // The address follows the last choice once the screen has taken it.
    const param = (name: string) => atob(new URL(page.url()).searchParams.get(name) ?? "");
    await expect.poll(() => param("subject")).toBe("team");
    expect(param("stat")).toBe("damage");
    expect(param("view")).toBe("average");
    // The default minimum of an average is shown.
    await expect(page.getByText("Only those with at least 3 games").count()).resolves.toBe(1);
    const teams = await leaders({ subject: "team", stat: "damage", view: "average", size: 5 });
    expect((await cellTexts(3)).slice(0, 5)).toEqual(teams.data.map((r) => r.team_name));

    // The same address opens the same ranking.
    const address = page.url();
    await page.goto("/");
    await page.goto(address);
    await settled(page);
    expect((await cellTexts(3)).slice(0, 5)).toEqual(teams.data.map((r) => r.team_name));
    await screenshot(page, "leaders-desktop");
  });

  it("grows as it is scrolled, and turns round from the value's header", async () => {
    const { page } = s.tab;
    await page.goto(`/leaders?season_id=${enc(SEASON)}`);
    await settled(page);
    const answer = await leaders({ subject: "player", stat: "kills", season_id: SEASON, size: 1 });
    expect(answer.total_nums).toBeGreaterThan(50);
    await expect.poll(() => region(page, `${answer.total_nums} ranked`).count()).toBe(1);
    // Past the first page of 50, in rank order: the next page comes once the end is reached.
    const scrolledTo = async () => {
      await page.locator(".data-table").evaluate((el) => el.scrollTo(0, el.scrollHeight));
      return Math.max(...(await cellTexts(1)).map(Number));
    };
    await expect.poll(scrolledTo, { timeout: 5000 }).toBeGreaterThan(50);
    await page.getByRole("button", { name: /Kills/ }).click();
    await settled(page);
    expect(atob(new URL(page.url()).searchParams.get("order")!)).toBe("asc");
    const lowest = await leaders({
      subject: "player",
      stat: "kills",
      season_id: SEASON,
      order: "asc",
      size: 3,
    });
    expect((await cellTexts(4)).slice(0, 3)).toEqual(lowest.data.map((r) => r.player_name));
  });

  it("shows the top 10 on the season page, See all opening the same ranking, and downloads it as the API's values", async () => {
    const { page } = s.tab;
    await page.goto(`/seasonevent?season_id=${enc(SEASON)}`);
    await settled(page);
    const block = region(page, "Leaders");
    await block.getByLabel("Statistic").selectOption("headshot_kill_rate");
    await settled(page);
    const top = await leaders({ subject: "player", stat: "headshot_kill_rate", season_id: SEASON, size: 10 });
    await expect(block.locator("tbody tr[aria-rowindex]").count()).resolves.toBe(top.data.length);

    await block.getByRole("button", { name: "Download Player Leaders" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Player Leaders" });
    const file = await saved(page, () =>
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    );
    expect(file.name).toBe("Player Leaders.csv");
    const columns = downloadColumns(leadersTable("player", "headshot_kill_rate"));
    const expected = toCsv(
      columns.map((c) => c.label),
      leaderTableRows("headshot_kill_rate", top.data).map((row) =>
        columns.map((c) => csvCell(c.format, row[c.key as keyof typeof row] as FormatInput)),
      ),
    );
    expect(file.bytes.toString("utf8")).toBe(expected);

    await block.getByRole("link", { name: "See all" }).click();
    await settled(page);
    const params = new URL(page.url()).searchParams;
    expect(new URL(page.url()).pathname).toBe("/leaders");
    expect(atob(params.get("season_id")!)).toBe(String(SEASON));
    expect(atob(params.get("stat")!)).toBe("headshot_kill_rate");
    expect((await cellTexts(4)).slice(0, 10)).toEqual(top.data.map((r) => r.player_name));
  });

  it("narrows to an event picked by its id, and back to all time when the box is emptied", async () => {
    const { page } = s.tab;
    await page.goto("/leaders");
    await settled(page);
    const box = page.getByRole("combobox", { name: "Event" });
    await box.fill(String(EVENT));
    await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first().waitFor();
    await box.press("ArrowDown");
    await box.press("Enter");
    // The screen follows the address in the router's transition, which can commit (and ask for its rows)
    // after the network has been quiet for a moment on a loaded machine: wait for the title first.
    await page.getByRole("heading", { name: /^Leaders: / }).waitFor();
    await settled(page);
    expect(atob(new URL(page.url()).searchParams.get("event_id")!)).toBe(String(EVENT));
    const inEvent = await leaders({ subject: "player", stat: "kills", event_id: EVENT, size: 5 });
    expect((await cellTexts(4)).slice(0, 5)).toEqual(inEvent.data.map((r) => r.player_name));
    await box.fill("");
    await page.getByText("All time", { exact: true }).waitFor();
    await settled(page);
    expect(new URL(page.url()).searchParams.has("event_id")).toBe(false);
  });

  it("leads from a row to the team-player's page", async () => {
    const { page } = s.tab;
    await page.goto(`/eventmatch?event_id=${enc(EVENT)}`);
    await settled(page);
    const top = await leaders({ subject: "player", stat: "kills", event_id: EVENT, size: 1 });
    await region(page, "Leaders").getByRole("link", { name: top.data[0]!.player_name! }).first().click();
    await settled(page);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/teamplayer/detail");
    expect(atob(url.searchParams.get("teamplayer_id")!)).toBe(top.data[0]!.teamplayer_id);
  });

  it("fits a phone", async () => {
    await onPhone(s, [
      ["leaders-phone", `/leaders?event_id=${enc(EVENT)}&subject=${enc("team")}`],
      ["leaders-season-phone", `/seasonevent?season_id=${enc(SEASON)}`],
    ]);
  });
});
