/**
 * The fan's journeys in Chromium against the real server on the demo data, at 1366 and 360 px: a team's
 * history on its page, a player's career across teams, and player versus player from the leaders, from a
 * player's page by name, and by a pasted link. What the screens show is checked against the calls the
 * standings and Data Info screens read.
 */
import type { CallResponse } from "@match-stats/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, screenshot, settled } from "./support/browser.ts";
import { CAFUNE, VOO_ALTO } from "./support/demo-records.ts";
import { expectFitsWidth, onPhone, region, visit } from "./support/screen-checks.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const TEAM_PAGE = `/team/detail?team_id=${enc(VOO_ALTO.team)}`;
const CAREER_PAGE = `/player/detail?player_id=${enc(CAFUNE.player)}`;

describe.skipIf(!browserAvailable)("the fan's journeys", () => {
  const s = browserSuite();
  const call = async <T>(name: string, fields: Record<string, unknown>) =>
    (await s.site.client.call<T>(name, fields)).data;
  const history = (fields: Record<string, unknown>) => call<CallResponse<"history">>("history", fields);
  const totals = async (fields: Record<string, unknown>) =>
    (await call<CallResponse<"data_info">>("data_info", fields)).total[0]!;

  /** The team's history as its page shows it: the newest events' names and places, the roster's names. */
  async function expectTeamHistory(page: Page): Promise<void> {
    const answer = await history({ field: "team", team_id: VOO_ALTO.team });
    const newest = answer.events[0]!;
    const { events } = await call<CallResponse<"standings">>("standings", {
      field: "event",
      event_id: newest.event_id,
    });
    // The place is the event's standings' own.
    const standing = events[0]!.standings.find((row) => row.team_id === VOO_ALTO.team)!;
    expect(newest.rank).toBe(standing.rank);
    const table = region(page, "Team History");
    const first = table.locator("tbody tr").first();
    await first.waitFor();
    await expect(first.innerText()).resolves.toContain(newest.event_name);
    const cells = await first.locator("td").allInnerTexts();
    expect(cells).toContain(String(standing.rank));
    await expect(region(page, "Place event by event").first().isVisible()).resolves.toBe(true);
    const roster = region(page, "Roster Over Time");
    await roster.locator("tbody tr").first().waitFor();
    await expect(roster.first().innerText()).resolves.toContain(answer.stints[0]!.player_name);
  }

  it("shows a team's every event with the standings' place, a place chart and its roster", async () => {
    await visit(s.tab.page, TEAM_PAGE);
    await expectTeamHistory(s.tab.page);
    await screenshot(s.tab.page, "journeys-team-history-desktop");
    const answer = await history({ field: "team", team_id: VOO_ALTO.team });
    const newest = answer.events[0]!;
    // Each row opens the team's screen of that event.
    const first = region(s.tab.page, "Team History").locator("tbody tr").first();
    await first.getByRole("link", { name: `View ${newest.event_name}` }).click();
    await s.tab.page.waitForURL((address) => address.pathname === "/team/event/detail");
    await settled(s.tab.page);
    const url = new URL(s.tab.page.url());
    expect(url.searchParams.get("event_id")).toBe(btoa(String(newest.event_id)));
    expect(url.searchParams.get("team_id")).toBe(btoa(String(VOO_ALTO.team)));
  });

  it("shows a player's teams from first game to last, a return to a team its own row", async () => {
    await visit(s.tab.page, CAREER_PAGE);
    const answer = await history({ field: "player", player_id: CAFUNE.player });
    const later = answer.stints.find((stint) => stint.teamplayer_id === CAFUNE.laterRecord)!;
    const table = region(s.tab.page, "Career Across Teams");
    const rows = table.locator("tbody tr");
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(answer.stints.length);
    // The most recent stint first: the return to the team, with the record's Data Info kills.
    const record = await totals({ field: "player_teamplayer", teamplayer_id: later.teamplayer_id });
    const cells = await rows.first().locator("td").allInnerTexts();
    expect(cells[0]).toBe(later.team_name);
    expect(cells).toContain(String(record.games));
    expect(cells.map((cell) => cell.replaceAll(",", ""))).toContain(String(record.kills));
    const teams = await rows.locator("td:first-child").allInnerTexts();
    expect(teams.filter((name) => name === later.team_name).length).toBeGreaterThanOrEqual(2);
    await screenshot(s.tab.page, "journeys-player-career-desktop");
  });

  /** Two players side by side: both names, and the kills of each as their Data Info reads. */
  async function expectSideBySide(page: Page, names: readonly string[], kills: readonly number[]) {
    const block = region(page, "Side by side").first();
    await block.waitFor();
    const text = await block.innerText();
    for (const count of kills) expect(text.replaceAll(",", "")).toContain(String(count));
    const sides = await page.locator(".pvp-name").allInnerTexts();
    expect(sides).toEqual(names);
  }

  it("compares two players ticked in the leaders, within the ranking's season", async () => {
    await visit(s.tab.page, `/leaders?season_id=${enc(VOO_ALTO.season)}`);
    const leaders = await call<CallResponse<"leaders">>("leaders", {
      subject: "player",
      stat: "kills",
      season_id: VOO_ALTO.season,
      size: 2,
    });
    await s.tab.page.getByRole("button", { name: "Compare two players" }).click();
    const rows = s.tab.page.locator("tbody tr[aria-selected]");
    await rows.nth(0).click();
    await rows.nth(1).click();
    await s.tab.page.getByRole("button", { name: "Confirm" }).click();
    await s.tab.page.waitForURL((address) => address.pathname === "/players/compare");
    await settled(s.tab.page);
    const [a, b] = leaders.data;
    const kills = await Promise.all(
      [a!, b!].map(async (row) =>
        totals({ field: "player_season", teamplayer_id: row.teamplayer_id, season_id: VOO_ALTO.season }),
      ),
    );
    expect(kills.map((block) => block.kills)).toEqual([a!.value, b!.value]);
    await expectSideBySide(
      s.tab.page,
      [a!.player_name!, b!.player_name!],
      kills.map((block) => block.kills ?? 0),
    );
    await expect(s.tab.page.locator(".list-terms-all").innerText()).resolves.toMatch(/^Within /);
    await screenshot(s.tab.page, "journeys-compare-leaders-desktop");
  });

  it("finds the other player by name from a player's page, and says plainly an id that does not exist", async () => {
    await visit(s.tab.page, CAREER_PAGE);
    await s.tab.page.getByRole("link", { name: "Compare with another player" }).click();
    await s.tab.page.waitForURL((address) => address.pathname === "/players/compare");
    await settled(s.tab.page);
    await s.tab.page.getByLabel("Player name or ID").fill("aç");
    const result = s.tab.page.locator(".pvp-found a").first();
    await result.waitFor();
    const picked = (await result.innerText()).replace(/\s*#\d+$/, "");
    await result.click();
    await settled(s.tab.page);
    const url = new URL(s.tab.page.url());
    const ids = atob(url.searchParams.get("ids")!).split(",");
    expect(ids[0]).toBe(String(CAFUNE.player));
    const careers = await Promise.all(
      ids.map((id) => totals({ field: "player_career", player_id: Number(id) })),
    );
    const own = await s.tab.page.locator(".pvp-name").first().innerText();
    await expectSideBySide(
      s.tab.page,
      [own, picked],
      careers.map((block) => block.kills ?? 0),
    );
    await visit(s.tab.page, `/players/compare?ids=${enc([999999, CAFUNE.player])}`);
    await expect(s.tab.page.getByRole("alert").innerText()).resolves.toContain(
      "Player 999999 does not exist.",
    );
  });

  it("walks each journey on a phone without scrolling sideways", async () => {
    await onPhone(
      s,
      [
        ["journeys-team-history-phone", TEAM_PAGE],
        ["journeys-player-career-phone", CAREER_PAGE],
        ["journeys-compare-phone", `/players/compare?ids=${enc([CAFUNE.player, 1000001])}`],
      ],
      async (page) => {
        await expectSideBySide(
          page,
          await page.locator(".pvp-name").allInnerTexts(),
          await Promise.all(
            [CAFUNE.player, 1000001].map(
              async (id) => (await totals({ field: "player_career", player_id: id })).kills ?? 0,
            ),
          ),
        );
        await visit(page, TEAM_PAGE);
        await expectTeamHistory(page);
        await region(page, "Team History").first().scrollIntoViewIfNeeded();
        await expectFitsWidth(page, "journeys-team-history-table-phone");
      },
    );
  });
});
