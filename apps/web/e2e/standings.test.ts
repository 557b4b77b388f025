/**
 * Standings on the event and season pages, and every page's "Data as of" footer, in Chromium
 * against the real server on the demo data.
 */
import type { CallResponse } from "@match-stats/contract";
import { formatDateTimeShort } from "@match-stats/stats";
import { describe, expect, it } from "vitest";
import { browserAvailable, screenshot, settled } from "./support/browser.ts";
import { savedFromDialog } from "./support/downloads.ts";
import { onPhone, region, selectedTab } from "./support/screen-checks.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const SEASON = 1001;
/** A battle-royale event whose standings hold a tie that booyahs break (docs/statistics.md, Standings). */
const TIED_EVENT = 10009;
const CS_EVENT = 10004;
/** A bomb-squad event with a best-of-2 drawn 1-1 (docs/statistics.md, Standings). */
const DRAWN_EVENT = 10007;

describe.skipIf(!browserAvailable)("standings", () => {
  const s = browserSuite();

  const standingsOf = async (event_id: number) =>
    (await s.site.client.call<CallResponse<"standings">>("standings", { field: "event", event_id })).data
      .events[0]!;

  it("shows an event's standings above its Data Info, in rank order with the tie broken", async () => {
    await s.tab.page.goto(`/eventmatch?event_id=${enc(TIED_EVENT)}`);
    await settled(s.tab.page);
    const table = region(s.tab.page, "Standings");
    const rows = table.locator("tbody tr");
    // The screen can commit after the network has been quiet on a loaded machine (CI read no headings yet).
    await rows.first().waitFor();
    const headings = await s.tab.page.getByRole("heading", { level: 2 }).allInnerTexts();
    const titles = headings.map((text) => text.toLowerCase());
    expect(titles.indexOf("standings")).toBeGreaterThan(titles.indexOf("event info"));
    expect(titles.indexOf("standings")).toBeLessThan(titles.indexOf("data info"));
    const answer = await standingsOf(TIED_EVENT);
    await expect(rows.count()).resolves.toBe(answer.standings.length);
    // Teams 100032 and 100017 have 117 points each; 100032's booyahs put it 11th.
    const names = await table.locator("tbody tr td:nth-child(2)").allInnerTexts();
    expect(names).toEqual(answer.standings.map((row) => row.team_name));
    expect(answer.standings.slice(10, 12).map((row) => [row.team_id, row.total_score])).toEqual([
      [100032, 117],
      [100017, 117],
    ]);
    await screenshot(s.tab.page, "standings-event-desktop");
  });

  it("keeps its sort in the address, so a shared link opens sorted, and leaves the other blocks be", async () => {
    await s.tab.page.goto(`/eventmatch?event_id=${enc(TIED_EVENT)}`);
    await settled(s.tab.page);
    const dataInfo = region(s.tab.page, "Data Info");
    await dataInfo.getByRole("tab", { name: "Average" }).click();
    const table = region(s.tab.page, "Standings");
    // A statistic sorts the most first on its first click.
    await table.getByRole("button", { name: "Kills" }).click();
    expect(new URL(s.tab.page.url()).searchParams.get(`standings_${TIED_EVENT}`)).toBe("-kills");
    await expect(selectedTab(dataInfo)).resolves.toBe("Average");
    const answer = await standingsOf(TIED_EVENT);
    const mostKills = [...answer.standings].sort((a, b) => b.kills - a.kills)[0]!;
    await s.tab.page.reload();
    await settled(s.tab.page);
    await expect(
      region(s.tab.page, "Standings").locator("tbody tr").first().locator("td").nth(1).innerText(),
    ).resolves.toBe(mostKills.team_name);
  });

  it("opens a team's event page from its row", async () => {
    await s.tab.page.goto(`/eventmatch?event_id=${enc(CS_EVENT)}`);
    await settled(s.tab.page);
    const answer = await standingsOf(CS_EVENT);
    const first = answer.standings[0]!;
    await region(s.tab.page, "Standings").getByRole("link", { name: first.team_name }).click();
    // The router's navigation can commit after the network has been quiet on a loaded machine.
    await s.tab.page.waitForURL((address) => address.pathname === "/team/event/detail");
    await settled(s.tab.page);
    const url = new URL(s.tab.page.url());
    expect(url.searchParams.get("team_id")).toBe(btoa(String(first.team_id)));
    expect(url.searchParams.get("event_id")).toBe(btoa(String(CS_EVENT)));
  });

  it("shows a drawn series as a draw in Matches W-D-L", async () => {
    await s.tab.page.goto(`/eventmatch?event_id=${enc(DRAWN_EVENT)}`);
    await settled(s.tab.page);
    const table = region(s.tab.page, "Standings");
    await table.locator("tbody tr").first().waitFor();
    // Header cells are upper-cased by the stylesheet: their text, not as rendered.
    const headers = (await table.locator("thead th").allTextContents()).map((text) => text.trim());
    expect(headers).toContain("Matches W-D-L");
    const column = headers.indexOf("Matches W-D-L");
    const cells = await table.locator(`tbody tr td:nth-child(${column + 1})`).allInnerTexts();
    const answer = await standingsOf(DRAWN_EVENT);
    expect(cells).toEqual(answer.standings.map((row) => row.matches_w_d_l));
    // 100020 and 100017 drew match 10000084 1-1.
    expect(
      answer.standings
        .filter((row) => [100020, 100017].includes(row.team_id))
        .map((row) => row.matches_w_d_l),
    ).toEqual(["2-1-1", "0-1-2"]);
  });

  it("downloads a clash-squad standings CSV that matches the API cell by cell", async () => {
    await s.tab.page.goto(`/eventmatch?event_id=${enc(CS_EVENT)}`);
    await settled(s.tab.page);
    await s.tab.page.getByRole("button", { name: "Download Standings" }).click();
    const csv = await savedFromDialog(
      s.tab.page,
      s.tab.page.getByRole("dialog", { name: "Download Standings" }),
    );
    expect(csv.name).toBe("Standings.csv");
    // The demo's team names hold no comma or quote: each line splits on commas.
    const text = csv.bytes.toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = text
      .slice(1)
      .trimEnd()
      .split("\r\n")
      .map((line) => line.split(","));
    expect(header).toEqual([
      "Rank",
      "Team ID",
      "Team Name",
      "Matches W-D-L",
      "Games W-L",
      "Round Difference",
      "Kills",
    ]);
    const answer = await standingsOf(CS_EVENT);
    expect(rows).toEqual(
      answer.standings.map((row) => [
        String(row.rank),
        String(row.team_id),
        row.team_name,
        row.matches_w_d_l,
        row.games_w_l,
        String(row.round_diff),
        String(row.kills),
      ]),
    );
  });

  it("shows each event's standings on the season page", async () => {
    await s.tab.page.goto(`/seasonevent?season_id=${enc(SEASON)}`);
    await settled(s.tab.page);
    const events = (
      await s.site.client.call<CallResponse<"standings">>("standings", { field: "season", season_id: SEASON })
    ).data.events;
    expect(events).toHaveLength(4);
    for (const event of events) {
      const table = region(s.tab.page, `Standings: ${event.event_name}`);
      await expect(table.locator("tbody tr").count()).resolves.toBe(event.standings.length);
    }
    await screenshot(s.tab.page, "standings-season-desktop");
  });

  it("says on every page when the data was last loaded, in each language", async () => {
    const loaded = async () =>
      Number(await s.tab.page.locator('meta[name="data-updated-at"]').getAttribute("content"));
    const words = { en: "Data as of", "pt-BR": "Dados de", id: "Data per", th: "ข้อมูล ณ" };
    for (const [lang, said] of Object.entries(words)) {
      for (const address of ["/", `/eventmatch?event_id=${enc(CS_EVENT)}`]) {
        await s.tab.page.goto(`${address}${address.includes("?") ? "&" : "?"}lang=${lang}`);
        await settled(s.tab.page);
        const at = await loaded();
        // The demo database was loaded when the suites started.
        expect(at).toBeGreaterThan(Date.now() / 1000 - 86_400);
        await expect(s.tab.page.locator("footer").innerText()).resolves.toBe(
          `${said} ${formatDateTimeShort(at)} UTC`,
        );
      }
    }
  });

  it("reads on a 360 px phone", async () => {
    await onPhone(s, [
      ["standings-event-phone", `/eventmatch?event_id=${enc(TIED_EVENT)}`],
      ["standings-season-phone", `/seasonevent?season_id=${enc(SEASON)}`],
    ]);
  });
});
