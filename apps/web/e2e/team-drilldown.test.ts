/** The team drill-down (docs/spec.md section 2 "Team drill-down") in Chromium against the real server. */

import type { MatchRow, SkillStat, TeamRow } from "@match-stats/contract";
import {
  csvFileName,
  SKILL_TABLES,
  TEAM_MATCH_EXTRA_COLUMNS,
  tableToCsv,
  withExtraColumns,
} from "@match-stats/stats";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, screenshot, settled } from "./support/browser.ts";
import { VOO_ALTO } from "./support/demo-records.ts";
import { savedFromDialog } from "./support/downloads.ts";
import { ROUTE_SAMPLES } from "./support/routes.ts";
import { expectBackThrough, onPhone, region, selectedTab, visit } from "./support/screen-checks.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

/** A team that played three events of one season, and its season. */
const TEAM = 100009;
const TEAM_NAME = "Jaguatirica";
const SEASON = 1002;
/** A team, an event and a match it played. */
const { team: MATCH_TEAM, event: EVENT, match: MATCH } = VOO_ALTO;

/** The decoded ids of the address shown. */
const idsShown = (page: Page) => {
  const url = new URL(page.url());
  return {
    pathname: url.pathname,
    ids: Object.fromEntries(
      [...url.searchParams].map(([key, value]) => [key, key === "type" ? value : atob(value)]),
    ),
  };
};

/** The first cell of each row of a region's table, in the order shown. */
const firstCells = (list: Locator) =>
  list
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.flatMap((row) =>
        (row as HTMLTableRowElement).cells.length > 1
          ? [(row as HTMLTableRowElement).cells[0]!.innerText]
          : [],
      ),
    );

/** Clicks a sortable header and says which first cells the table then shows. */
async function sortBy(list: Locator, header: string): Promise<string[]> {
  await list.getByRole("button", { name: header, exact: true }).click();
  return firstCells(list);
}

describe.skipIf(!browserAvailable)("team drill-down", () => {
  const s = browserSuite();

  it("walks from a team search down to the team's players in a match, and back", async () => {
    const page = s.tab.page;
    await visit(page, `/team?search=${TEAM_NAME}`);
    await page.getByRole("link", { name: `View ${TEAM_NAME}` }).click();
    await settled(page);
    expect(idsShown(page)).toEqual({ pathname: "/team/detail", ids: { team_id: String(TEAM) } });
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(TEAM_NAME);
    await expect(page.title()).resolves.toBe(`${TEAM_NAME} · Match Stats`);
    const info = await region(page, "Team Info").innerText();
    expect(info).toContain(String(TEAM));
    // created_at in UTC, with seconds.
    expect(info).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(firstCells(region(page, "Teammate List"))).resolves.toHaveLength(5);
    await screenshot(page, "team-data-desktop");

    await region(page, "Season Info List").getByRole("link", { name: "View Booyah Pro League 2025" }).click();
    await settled(page);
    expect(idsShown(page)).toEqual({
      pathname: "/team/season/detail",
      ids: { team_id: String(TEAM), season_id: String(SEASON) },
    });
    await expect(firstCells(region(page, "Event Info List"))).resolves.toEqual(["10008", "10006", "10005"]);
    await screenshot(page, "team-season-desktop");

    await region(page, "Event Info List")
      .getByRole("link", { name: "View Booyah Pro League 2025 Summer Split Brasil" })
      .click();
    // The screen's code includes the charts', which no screen before it loaded: the address changes once it
    // has arrived, after the click returns and possibly before its request starts.
    await page.waitForURL(/\/team\/event\/detail\?/);
    await settled(page);
    expect(idsShown(page)).toEqual({
      pathname: "/team/event/detail",
      ids: { team_id: String(TEAM), season_id: String(SEASON), event_id: "10006" },
    });
    const matches = await firstCells(region(page, "Match Info List"));
    expect(matches.length).toBeGreaterThan(1);
    await screenshot(page, "team-event-desktop");

    await region(page, "Match Info List")
      .getByRole("link", { name: /^View / })
      .first()
      .click();
    await settled(page);
    expect(idsShown(page)).toEqual({
      pathname: "/team/match/detail",
      ids: { team_id: String(TEAM), season_id: String(SEASON), event_id: "10006", match_id: matches[0] },
    });
    // The levels gone through, each a link to its team screen; the last is the screen shown.
    const trail = page.getByRole("navigation", { name: "Drill-down path" });
    await expect(trail.getByRole("link").allInnerTexts()).resolves.toHaveLength(3);
    await expect(trail.locator('[aria-current="page"]').innerText()).resolves.toContain("Grand Finals");
    await expect(region(page, "Weapon Stats").locator("tbody tr").count()).resolves.toBeGreaterThan(0);
    await expect(region(page, "Skill Data").getByRole("tab").allInnerTexts()).resolves.toEqual([
      "Active Skill",
      "Passive Skill",
      "Pet Skill",
      "Loadout",
    ]);
    await screenshot(page, "team-match-desktop");

    const teammates = await firstCells(region(page, "Teammate List"));
    await page.getByRole("link", { name: "Teammate Stats" }).click();
    await settled(page);
    const shown = idsShown(page);
    expect(shown.pathname).toBe("/team/match/player");
    expect(shown.ids).toMatchObject({ match_id: matches[0], team_id: String(TEAM), type: "Total" });
    expect(shown.ids.teammate_list?.split(",").sort()).toEqual([...teammates].sort());
    const players = region(page, "Teammate Stats");
    // The team's kills in all, the Kills column summed.
    const kills = () =>
      players
        .locator("tbody tr")
        .evaluateAll((rows) =>
          rows.reduce((sum, row) => sum + Number((row as HTMLTableRowElement).cells[6]?.innerText ?? 0), 0),
        );
    const total = await kills();
    await players.getByRole("tab", { name: "Average" }).click();
    await settled(page);
    expect(new URL(page.url()).searchParams.get("type")).toBe("Average");
    // The match has several games: per game is less.
    expect(await kills()).toBeLessThan(total);
    const view = players.getByRole("link", { name: /^View / }).first();
    expect(new URL((await view.getAttribute("href")) ?? "", page.url()).pathname).toBe("/team/player");
    await screenshot(page, "team-match-players-desktop");

    // The tab is no step back: back goes up the levels, to the search the walk started from.
    await expectBackThrough(page, [
      "/team/match/detail",
      "/team/event/detail",
      "/team/season/detail",
      "/team/detail",
      "/team",
    ]);
  });

  it("opens every team screen from a pasted link, the older addresses too", async () => {
    const page = s.tab.page;
    const cases: [string, string, string][] = [
      [`/team/detail?team_id=${enc(TEAM)}`, TEAM_NAME, "Season Info List"],
      [`/team/season?team_id=${enc(TEAM)}`, TEAM_NAME, "Season Info List"],
      [`/team/season/detail?team_id=${enc(TEAM)}&season_id=${enc(SEASON)}`, TEAM_NAME, "Event Info List"],
      [`/team/event?team_id=${enc(TEAM)}&event_list=${enc([10005, 10006])}`, TEAM_NAME, "Event Info List"],
      [ROUTE_SAMPLES.teamEventDetail, "Vôo Alto", "Match Info List"],
      [
        `/team/match?team_id=${enc(MATCH_TEAM)}&event_id=${enc(EVENT)}&match_list=${enc([10000001, 10000002])}`,
        "Vôo Alto",
        "Match Info List",
      ],
      [ROUTE_SAMPLES.teamMatchData, "Vôo Alto", "Skill Data"],
      [ROUTE_SAMPLES.teamMatchDetail, "Vôo Alto", "Skill Data"],
      [
        `/team/match/player?match_id=${enc(MATCH)}&team_id=${enc(MATCH_TEAM)}&type=Average`,
        "Vôo Alto",
        "Teammate Stats",
      ],
    ];
    for (const [address, name, list] of cases) {
      await visit(page, address);
      await expect(page.getByRole("heading", { level: 1 }).innerText(), address).resolves.toBe(name);
      await expect(region(page, list).locator("tbody tr").first().innerText(), address).resolves.not.toBe(
        "No Data",
      );
    }
    // The lists keep to the events and matches the older addresses name.
    await visit(page, cases[3]![0]);
    await expect(firstCells(region(page, "Event Info List"))).resolves.toEqual(["10006", "10005"]);
    await visit(page, cases[5]![0]);
    await expect(firstCells(region(page, "Match Info List"))).resolves.toEqual(["10000002", "10000001"]);
    // A pasted Average opens on the Average tab.
    await visit(page, cases[8]![0]);
    await expect(selectedTab(region(page, "Teammate Stats"))).resolves.toBe("Average");
  });

  it("says which id of a pasted link the team has no games in", async () => {
    const page = s.tab.page;
    const cases: [string, string][] = [
      [`/team/detail?team_id=${enc(999)}`, "Team 999 does not exist."],
      [
        `/team/season/detail?team_id=${enc(TEAM)}&season_id=${enc(999)}`,
        "Team Jaguatirica has no games in Season 999.",
      ],
      // An event of another season.
      [
        `/team/event/detail?team_id=${enc(TEAM)}&season_id=${enc(SEASON)}&event_id=${enc(10001)}`,
        "Team Jaguatirica has no games in Event 10001.",
      ],
      [
        `/team/match/detail?team_id=${enc(TEAM)}&event_id=${enc(10006)}&match_id=${enc(MATCH)}`,
        `Team Jaguatirica has no games in Match ${MATCH}.`,
      ],
    ];
    for (const [address, message] of cases) {
      await visit(page, address);
      await expect(page.getByRole("alert").innerText(), address).resolves.toContain(message);
    }
  });

  it("sorts each list in the page, without asking the server", async () => {
    const page = s.tab.page;
    await visit(page, `/team/detail?team_id=${enc(TEAM)}`);
    let requests = 0;
    const count = () => {
      requests += 1;
    };
    page.on("request", count);
    const seasons = region(page, "Season Info List");
    await expect(sortBy(seasons, "Season ID")).resolves.toEqual(["1001", "1002", "1003"]);
    await expect(sortBy(seasons, "Season ID")).resolves.toEqual(["1003", "1002", "1001"]);
    await expect(sortBy(seasons, "Start Date")).resolves.toEqual(["1001", "1002", "1003"]);
    await expect(sortBy(seasons, "End Date")).resolves.toEqual(["1001", "1002", "1003"]);
    const teammates = region(page, "Teammate List");
    const ascending = await sortBy(teammates, "TeamPlayer ID");
    expect(ascending).toEqual([...ascending].sort());
    await expect(sortBy(teammates, "TeamPlayer ID")).resolves.toEqual([...ascending].reverse());
    page.off("request", count);
    expect(requests).toBe(0);

    await visit(page, `/team/season/detail?team_id=${enc(TEAM)}&season_id=${enc(SEASON)}`);
    const events = region(page, "Event Info List");
    await expect(sortBy(events, "Event ID")).resolves.toEqual(["10005", "10006", "10008"]);
    await expect(sortBy(events, "Event ID")).resolves.toEqual(["10008", "10006", "10005"]);
    await expect(sortBy(events, "Start Time")).resolves.toEqual(["10005", "10006", "10008"]);
    await expect(sortBy(events, "End Time")).resolves.toEqual(["10005", "10006", "10008"]);
    // Refresh drops the sort: the list's own order, newest first.
    await events.getByRole("button", { name: "Refresh Event Info List" }).click();
    await settled(page);
    await expect(firstCells(events)).resolves.toEqual(["10008", "10006", "10005"]);

    await visit(page, `/team/event/detail?team_id=${enc(MATCH_TEAM)}&event_id=${enc(EVENT)}`);
    const matches = region(page, "Match Info List");
    const newestFirst = await firstCells(matches);
    await expect(sortBy(matches, "Match ID")).resolves.toEqual([...newestFirst].reverse());
  });

  it("opens the weapon and skill dialogs of a team's Data Info", async () => {
    const page = s.tab.page;
    await visit(page, `/team/season/detail?team_id=${enc(TEAM)}&season_id=${enc(SEASON)}`);
    const dataInfo = region(page, "Data Info");
    const sample = () => dataInfo.locator(".sample-note").innerText();
    const [, games] = /^Total of (\d+) games$/.exec(await sample()) ?? [];
    expect(Number(games)).toBeGreaterThan(0);
    await dataInfo.getByRole("tab", { name: "Average" }).click();
    await expect(sample()).resolves.toBe(`Average of ${games} games`);
    await dataInfo.getByRole("button", { name: "Weapon" }).click();
    await settled(page);
    await expect(
      page.getByRole("dialog", { name: "Weapon Stats" }).locator("tbody tr").count(),
    ).resolves.toBeGreaterThan(0);
    await screenshot(page, "team-weapon-dialog-desktop");
    await page.keyboard.press("Escape");
    await dataInfo.getByRole("button", { name: "Skill" }).click();
    await settled(page);
    await expect(page.getByRole("dialog").getByRole("tab").allInnerTexts()).resolves.toEqual([
      "Active",
      "Passive",
      "Pet",
      "Loadout",
    ]);
    await page.keyboard.press("Escape");
  });

  it("downloads the match's Skill Data with the chosen extra columns, as the API answers", async () => {
    const page = s.tab.page;
    await visit(
      page,
      `/team/match/detail?team_id=${enc(MATCH_TEAM)}&event_id=${enc(EVENT)}&match_id=${enc(MATCH)}`,
    );
    const [skills, teams, matches] = await Promise.all([
      s.site.client.call<{ active_skills: SkillStat[] }>("skill", {
        match_ids: [MATCH],
        team_id: MATCH_TEAM,
      }),
      s.site.client.call<{ team_stats: TeamRow[] }>("search", {
        search_type: 2,
        field: "team_new",
        param: [String(MATCH_TEAM)],
        size: -1,
      }),
      s.site.client.call<{ stats: MatchRow[] }>("team_match", {
        team_id: MATCH_TEAM,
        event_id: EVENT,
        match_list: [MATCH],
      }),
    ]);
    const team = teams.data.team_stats[0]!;
    const match = matches.data.stats[0]!;
    const skillData = region(page, "Skill Data");
    // The Active tab has no Pick Time Average; the others have.
    await expect(skillData.getByRole("columnheader", { name: "Pick Time Average" }).count()).resolves.toBe(0);
    await skillData.getByRole("tab", { name: "Passive Skill" }).click();
    await expect(skillData.getByRole("columnheader", { name: "Pick Time Average" }).count()).resolves.toBe(1);
    await skillData.getByRole("tab", { name: "Active Skill" }).click();

    await skillData.getByRole("button", { name: "Download Active Skill" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Active Skill" });
    for (const label of ["Team Name", "Region", "Number of Teammate"]) {
      await expect(dialog.getByRole("checkbox", { name: label, exact: true }).isChecked()).resolves.toBe(
        true,
      );
    }
    // The ids among the extra columns are locked in.
    await expect(dialog.getByRole("checkbox", { name: /^Season ID/ }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole("checkbox", { name: "Region", exact: true }).uncheck();
    const file = await savedFromDialog(page, dialog);

    const table = withExtraColumns(SKILL_TABLES.active, TEAM_MATCH_EXTRA_COLUMNS);
    const extra = {
      team_id: team.id,
      team_name: team.name,
      region: team.region,
      teammate_num: team.teammate_num,
      season_id: match.season_id,
      event_id: match.event_id,
      match_id: match.match_id,
    };
    const expected = tableToCsv(
      table,
      skills.data.active_skills.map((row) => ({ ...row, ...extra })),
      { chosen: table.columns.map((c) => c.key).filter((key) => key !== "region") },
    );
    expect(file.name).toBe(csvFileName(SKILL_TABLES.active.title));
    expect(file.bytes.toString("utf8")).toBe(expected);
    const [header, ...lines] = expected.slice(1).trim().split("\r\n");
    expect(header).toBe(
      "Skill ID,Skill,Pick Times,Pick Rate,Use Times,Info,Team ID,Team Name,Number of Teammate,Season ID,Event ID,Match ID",
    );
    expect(lines.length).toBe(skills.data.active_skills.length);
    for (const line of lines) {
      expect(line.endsWith(`,${MATCH_TEAM},Vôo Alto,${team.teammate_num},1001,${EVENT},${MATCH}`)).toBe(true);
    }
  });

  it("reads on a 360 px phone", async () => {
    await onPhone(s, [
      ["team-data-phone", `/team/detail?team_id=${enc(TEAM)}`],
      ["team-season-phone", `/team/season/detail?team_id=${enc(TEAM)}&season_id=${enc(SEASON)}`],
      ["team-event-phone", ROUTE_SAMPLES.teamEventDetail],
      ["team-match-phone", ROUTE_SAMPLES.teamMatchData],
      ["team-match-players-phone", ROUTE_SAMPLES.teamMatchPlayer],
    ]);
  });
});
