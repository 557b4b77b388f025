/** The player drill-down screens (docs/spec.md section 2 "Player drill-down"), in Chromium against the real server. */

import type { CallResponse, PlayerRow, SkillLists } from "@match-stats/contract";
import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RouteName } from "../src/app/route-table.ts";
import { browserAvailable, screenshot, settled } from "./support/browser.ts";
import { ACAI, CAFUNE, VOO_ALTO } from "./support/demo-records.ts";
import { savedFromDialog } from "./support/downloads.ts";
import { ROUTE_SAMPLES } from "./support/routes.ts";
import { expectBackThrough, onPhone, region, selectedTab, visit } from "./support/screen-checks.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const { player: PLAYER, teamPlayer: TEAMPLAYER, match: MATCH } = ACAI;
const { team: TEAM, season: SEASON } = VOO_ALTO;
/** A team-player with two events in one season, for sorting the event list. */
const TWO_EVENTS = { player: 1000128, teamPlayer: "1000128_1", season: 1001 };

/** The player screens, each at its sample address. */
const PLAYER_ROUTES = [
  "playerData",
  "playerTeam",
  "teamplayerData",
  "seasonData",
  "eventData",
  "matchData",
  "playerSeason",
  "playerEvent",
  "playerMatch",
  "playerMatchDetail",
] as const satisfies readonly RouteName[];
const PAGES = Object.fromEntries(PLAYER_ROUTES.map((route) => [route, ROUTE_SAMPLES[route]])) as Record<
  (typeof PLAYER_ROUTES)[number],
  string
>;

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).innerText();
const pathname = (page: Page) => new URL(page.url()).pathname;

/** The texts of one column of a table, by its header, top to bottom. */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  // Reading the headers does not wait: wait for the table to be drawn first (its data may still be coming).
  await table.locator("thead th", { hasText: header }).first().waitFor();
  const headers = await table.locator("thead th").allInnerTexts();
  const index = headers.findIndex((text) => text.trim().toLowerCase() === header.toLowerCase());
  expect(index, header).toBeGreaterThanOrEqual(0);
  const rows = await table.locator("tbody tr:not(.data-table-spacer)").allInnerTexts();
  return rows.map((row) => row.split("\t")[index]?.trim() ?? "");
}

/** Clicks a sortable header to ascending, then descending, and answers the column both times. */
async function sortBoth(list: Locator, header: string): Promise<[string[], string[]]> {
  const button = list.getByRole("button", { name: header, exact: true });
  await button.click();
  const ascending = await columnTexts(list, header);
  await button.click();
  const descending = await columnTexts(list, header);
  // A third click goes back to the list's own order.
  await button.click();
  return [ascending, descending];
}

const sorted = (values: readonly string[]) =>
  [...values].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));

describe.skipIf(!browserAvailable)("player drill-down", () => {
  const s = browserSuite();

  it("walks from a player search down to a team-player's match, and back with the back button", async () => {
    const page = s.tab.page;
    await visit(page, `/player?search=${PLAYER}`);
    await page.locator('a[href^="/player/detail?"]').click();
    await settled(page);
    expect(pathname(page)).toBe("/player/detail");
    await expect(heading(page)).resolves.toBe("Açaí");
    await expect(page.title()).resolves.toBe("Açaí · Match Stats");

    const steps = [
      {
        list: "TeamPlayer List",
        row: "Açaí · Vôo Alto",
        path: "/teamplayer/detail",
        title: "Açaí · Vôo Alto",
      },
      {
        list: "Season Info List",
        row: "Booyah Pro League 2024",
        path: "/season/detail",
        title: "Booyah Pro League 2024",
      },
      {
        list: "Event Info List",
        row: "Booyah Pro League 2024 Spring Split Brasil",
        path: "/event/detail",
        title: "Booyah Pro League 2024 Spring Split Brasil",
      },
      {
        list: "Match Info List",
        row: "Grand Finals Day 1",
        path: "/match/detail",
        title: "Grand Finals Day 1",
      },
    ];
    for (const step of steps) {
      await region(page, step.list)
        .getByRole("link", { name: `View ${step.row}`, exact: true })
        .click();
      await settled(page);
      expect(pathname(page)).toBe(step.path);
      await expect(heading(page)).resolves.toBe(step.title);
    }
    // The trail names whose match this is and how the visitor came down.
    const trail = page.getByRole("navigation", { name: "Drill-down path" });
    await expect(trail.getByRole("link").allInnerTexts()).resolves.toHaveLength(4);
    await expect(trail.innerText()).resolves.toContain("Açaí · Vôo Alto");
    const weapons = region(page, "Weapon Stats");
    await expect(weapons.getByRole("tab").allInnerTexts()).resolves.toEqual(["Total", "Average"]);
    await expect(weapons.locator("tbody tr").count()).resolves.toBeGreaterThan(0);
    const skills = region(page, "Skill Data");
    await expect(skills.getByRole("tab").allInnerTexts()).resolves.toEqual([
      "Active Skill",
      "Passive Skill",
      "Pet Skill",
      "Loadout",
    ]);
    // The Active table has no Pick Time Average column; the others have it.
    await expect(skills.getByRole("columnheader", { name: "Pick Time Average" }).count()).resolves.toBe(0);
    await skills.getByRole("tab", { name: "Passive Skill" }).click();
    await expect(skills.getByRole("columnheader", { name: "Pick Time Average" }).count()).resolves.toBe(1);

    await expectBackThrough(page, [
      "/event/detail",
      "/season/detail",
      "/teamplayer/detail",
      "/player/detail",
      "/player",
    ]);
  });

  it("shows each team-player record of a player who moved between two teams", async () => {
    const { data } = await s.site.client.call<{ player_stats: PlayerRow[] }>("search", {
      search_type: 1,
      param: [],
      field: "player",
      size: -1,
      page: 1,
    });
    const moved = data.player_stats.find(
      (row) => new Set(row.team_player_list.map((record) => record.team_id)).size >= 2,
    );
    expect(moved).toBeDefined();
    const records = moved?.team_player_list ?? [];
    await visit(s.tab.page, `/player/detail?player_id=${enc(moved?.player_id ?? 0)}`);
    const list = region(s.tab.page, "TeamPlayer List");
    await expect(columnTexts(list, "TeamPlayer ID")).resolves.toEqual(records.map((record) => record.id));
    await expect(columnTexts(list, "Team Name")).resolves.toEqual(records.map((record) => record.team_name));
    // Each record opens its own page, with its own team.
    const last = records.at(-1);
    await list.getByRole("link", { name: `View ${last?.name} · ${last?.team_name}` }).click();
    await settled(s.tab.page);
    await expect(region(s.tab.page, "TeamPlayer Info").innerText()).resolves.toContain(String(last?.team_id));
  });

  it("opens every screen from a pasted link", async () => {
    for (const [name, path] of Object.entries(PAGES)) {
      await visit(s.tab.page, path);
      await expect(s.tab.page.locator("main").innerText(), name).resolves.not.toContain("does not exist");
      await expect(
        region(s.tab.page, "TeamPlayer Info").or(region(s.tab.page, "Player Info")).count(),
      ).resolves.toBe(1);
      await expect(s.tab.page.title(), name).resolves.not.toBe("Match Stats");
      await screenshot(s.tab.page, `player-drill-${name}-desktop`);
    }
  });

  it("names the id a pasted link leads to that does not exist", async () => {
    const cases = [
      [`/player/detail?player_id=${enc(999)}`, "Player 999 does not exist."],
      // A team-player id of another player.
      [
        `/teamplayer/detail?player_id=${enc(1000002)}&teamplayer_id=${enc(TEAMPLAYER)}`,
        `TeamPlayer ${TEAMPLAYER} does not exist.`,
      ],
      // A match of the event the team-player did not play (one of another event).
      [
        PAGES.matchData.replace(enc(MATCH), enc(10000152)),
        "TeamPlayer Açaí · Vôo Alto has no games in Match 10000152.",
      ],
      [
        PAGES.playerEvent.replace(`season_id=${enc(SEASON)}`, `season_id=${enc(1009)}`),
        "Player Açaí has no games in Season 1009.",
      ],
      // Without the team-player id the address cannot be read at all: the screen names the missing value.
      [`/season/detail?player_id=${enc(PLAYER)}&season_id=${enc(SEASON)}`, "teamplayer_id"],
    ] as const;
    for (const [path, text] of cases) {
      await visit(s.tab.page, path);
      await expect(s.tab.page.getByRole("alert").innerText()).resolves.toContain(text);
    }
  });

  it("sorts each list in the page by its sortable columns, without asking the server", async () => {
    const page = s.tab.page;
    let requests = 0;
    // Data calls only: an analytics batch may go out at any time.
    const count = (request: Request) => {
      if (/\/api\/match_stats\/(?!analytics_events)/.test(request.url())) requests += 1;
    };
    const lists = [
      [`/player/detail?player_id=${enc(1000225)}`, "TeamPlayer List", ["TeamPlayer ID"]],
      [PAGES.teamplayerData, "Season Info List", ["Season ID", "Start Date", "End Date"]],
      [
        `/season/detail?player_id=${enc(TWO_EVENTS.player)}&teamplayer_id=${enc(TWO_EVENTS.teamPlayer)}&season_id=${enc(TWO_EVENTS.season)}`,
        "Event Info List",
        ["Event ID", "Start Time", "End Time"],
      ],
      [PAGES.eventData, "Match Info List", ["Match ID"]],
    ] as const;
    for (const [path, name, headers] of lists) {
      await visit(page, path);
      const list = region(page, name);
      page.on("request", count);
      for (const header of headers) {
        const [ascending, descending] = await sortBoth(list, header);
        expect(ascending.length, `${name} ${header}`).toBeGreaterThan(1);
        expect(ascending, `${name} ${header}`).toEqual(sorted(ascending));
        expect(descending, `${name} ${header}`).toEqual([...ascending].reverse());
        expect(descending, `${name} ${header}`).not.toEqual(ascending);
      }
      page.off("request", count);
    }
    expect(requests).toBe(0);
  });

  it("walks the player-in-team chain from a team-player's page to the player's match data", async () => {
    const page = s.tab.page;
    await visit(page, PAGES.teamplayerData);
    await page.getByRole("link", { name: "Seasons with Vôo Alto" }).click();
    await settled(page);
    expect(pathname(page)).toBe("/player/season");
    await region(page, "Season Info List").getByRole("link", { name: "View Booyah Pro League 2024" }).click();
    await settled(page);
    expect(pathname(page)).toBe("/player/event");
    await region(page, "Event Info List")
      .getByRole("link", { name: "View Booyah Pro League 2024 Spring Split Brasil" })
      .click();
    await settled(page);
    expect(pathname(page)).toBe("/player/match");
    await region(page, "Match Info List").getByRole("link", { name: "View Grand Finals Day 1" }).click();
    await settled(page);
    expect(pathname(page)).toBe("/player/match/detail");
    expect(new URL(page.url()).searchParams.get("type")).toBe("Total");
    await expect(heading(page)).resolves.toBe("Grand Finals Day 1");

    const table = region(page, "Player Stats Total");
    const total = await columnTexts(table, "Kills");
    expect(total).toHaveLength(1);
    await table.getByRole("tab", { name: "Average" }).click();
    await settled(page);
    expect(new URL(page.url()).searchParams.get("type")).toBe("Average");
    const average = await columnTexts(region(page, "Player Stats Average"), "Kills");
    // Five games: the average is a fifth of the total.
    expect(Number(average[0])).toBeCloseTo(Number(total[0]) / 5, 2);
    await screenshot(page, "player-drill-match-detail-average-desktop");
    // The tab is in the address: the same link opens on Average.
    await page.reload();
    await settled(page);
    await expect(selectedTab(region(page, "Player Stats Average"))).resolves.toBe("Average");
  });

  it("shows a returning player's match of the later stint, as the player's match list offers it", async () => {
    const page = s.tab.page;
    const who = { uid: CAFUNE.player, team_id: CAFUNE.team };
    const seasons = await s.site.client.call<CallResponse<"player_season">>("player_season", who);
    const [newest] = seasons.data.stats;
    const matches = await s.site.client.call<CallResponse<"player_match">>("player_match", {
      ...who,
      event_id: newest!.event_list[0],
    });
    const match = matches.data.stats[0]!.match_id;
    const ids = `player_id=${enc(CAFUNE.player)}&team_id=${enc(CAFUNE.team)}&match_id=${enc(match)}`;
    await visit(page, `/player/match/detail?${ids}&type=Total`);
    const table = region(page, "Player Stats Total");
    await expect(columnTexts(table, "TeamPlayer ID")).resolves.toEqual([CAFUNE.laterRecord]);
  });

  it("opens the player's weapon and skill dialogs for the match", async () => {
    const page = s.tab.page;
    await visit(page, PAGES.playerMatchDetail);
    const table = region(page, "Player Stats Total");
    await table.getByRole("button", { name: "Weapon", exact: true }).click();
    await settled(page);
    const weapons = page.getByRole("dialog", { name: "Weapon Stats" });
    await expect(weapons.getByRole("tab").allInnerTexts()).resolves.toEqual(["Total", "Average"]);
    await expect(weapons.locator("tbody tr").count()).resolves.toBeGreaterThan(0);
    await screenshot(page, "player-drill-weapon-dialog-desktop");
    await page.keyboard.press("Escape");
    await table.getByRole("button", { name: "Skill", exact: true }).click();
    await settled(page);
    const skills = page.getByRole("dialog", { name: "Skill Stats" });
    await expect(skills.getByRole("tab").allInnerTexts()).resolves.toEqual([
      "Active",
      "Passive",
      "Pet",
      "Loadout",
    ]);
    await expect(skills.locator("tbody tr").count()).resolves.toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
  });

  it("downloads a skill table of the team-player's match as CSV, byte for byte from the skill call", async () => {
    const page = s.tab.page;
    const { data } = await s.site.client.call<SkillLists>("skill", {
      match_ids: [MATCH],
      teamplayer_id: TEAMPLAYER,
    });
    await visit(page, PAGES.matchData);
    const skills = region(page, "Skill Data");
    await skills.getByRole("tab", { name: "Passive Skill" }).click();
    await skills.getByRole("button", { name: "Download Passive Skill" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Passive Skill" });
    const file = await savedFromDialog(page, dialog);
    expect(file.name).toBe("Passive Skill.csv");
    // Written here from the call's values: numbers with at most two decimals, rates in %, info missing.
    const decimal = (n: number | null) => (n === null ? "-" : String(Number(n.toFixed(2))));
    const lines = data.passive_skills.map((row) =>
      [
        row.skill_id,
        row.skill,
        decimal(row.pick_times),
        `${decimal(row.pick_rate === null ? null : row.pick_rate * 100)}%`,
        decimal(row.use_times),
        decimal(row.avg),
        row.info ?? "-",
      ].join(","),
    );
    expect(lines.length).toBeGreaterThan(1);
    const expected = `\uFEFF${["Skill ID,Skill,Pick Times,Pick Rate,Use Times,Pick Time Average,Info", ...lines].join("\r\n")}\r\n`;
    expect(file.bytes.subarray(0, 3).toString("hex")).toBe("efbbbf");
    expect(file.bytes.toString("utf8")).toBe(expected);
  });

  it("downloads the team-player's info in a match, and all that match's data for it as a zip", async () => {
    const page = s.tab.page;
    await visit(page, PAGES.matchData);
    const download = page.getByRole("button", { name: "Download TeamPlayer Info" });
    const dialog = page.getByRole("dialog", { name: "Download TeamPlayer Info" });
    await download.click();
    const csv = await savedFromDialog(page, dialog);
    expect(csv.name).toBe("TeamPlayer Info.csv");
    expect(csv.bytes.toString("utf8")).toContain(`\r\n${TEAMPLAYER},Açaí,${PLAYER},Açaí,${TEAM},Vôo Alto,`);
    await download.click();
    await dialog.getByRole("radio", { name: /All data/ }).check();
    const zip = await savedFromDialog(page, dialog);
    expect(zip.name).toBe(`TeamPlayer Açaí Match ${MATCH}.zip`);
  });

  it("reads on a 360 px phone", async () => {
    await onPhone(s, [
      ["player-drill-player-phone", PAGES.playerData],
      ["player-drill-teamplayer-phone", PAGES.teamplayerData],
      ["player-drill-match-phone", PAGES.matchData],
      ["player-drill-match-detail-phone", PAGES.playerMatchDetail],
    ]);
  });
});
