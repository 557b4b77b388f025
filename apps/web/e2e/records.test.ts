/** Records and head-to-head in Chromium against the real server, on desktop and phone. */

import type { CallResponse } from "@match-stats/contract";
import { CSV_BOM, csvCell, csvLine, type FormatInput, RECORD_LIST, recordLabel } from "@match-stats/stats";
import { describe, expect, it } from "vitest";
import { browserAvailable, openPage, screenshot, settled } from "./support/browser.ts";
import { savedFromDialog } from "./support/downloads.ts";
import { onPhone, region, selectedTab, visit } from "./support/screen-checks.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

/** Teams 100012 and 100014 met in battle royale and in clash squad; 100001 and 100011 never met. */
const MET = [100012, 100014] as const;
/** Teams 100001 and 100002 met in battle royale only. */
const BATTLE_ROYALE_ONLY = [100001, 100002] as const;
const NEVER = [100001, 100011] as const;
const EVENT = 10001;

const pair = (ids: readonly number[]) => `/headtohead?team_id=${enc(ids)}`;

describe.skipIf(!browserAvailable)("records and head-to-head", () => {
  const s = browserSuite();
  const records = (fields: Record<string, unknown>) =>
    s.site.client.call<CallResponse<"records">>("records", fields).then((answer) => answer.data.records);

  it("opens the all-time records from the header, a tab per record kept in the address, each place opening its game", async () => {
    const { page } = s.tab;
    await visit(page, `/eventmatch?event_id=${enc(EVENT)}`);
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Records" }).click();
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/records");
    const block = region(page, "Records");
    await expect(selectedTab(block)).resolves.toBe("Most Kills");
    const all = await records({ field: "all" });
    const longest = all.filter((row) => row.record === "max_kill_distance");
    await block.getByRole("tab", { name: "Longest Kill" }).click();
    await settled(page);
    // The tab is in the address: the same link opens it again.
    await visit(page, new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(selectedTab(region(page, "Records"))).resolves.toBe("Longest Kill");
    await expect(region(page, "Records").locator("tbody tr").first().innerText()).resolves.toContain(
      longest[0]!.player_name!,
    );
    await screenshot(page, "records-desktop");
    await region(page, "Records")
      .getByRole("link", { name: /^View / })
      .first()
      .click();
    await settled(page);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/matchdetail");
    expect(atob(url.searchParams.get("match_id")!)).toBe(String(longest[0]!.match_id));
    expect(atob(url.searchParams.get("single_match_id")!)).toBe(String(longest[0]!.single_match_id));
  });

  it("downloads an event's records as CSV, cell by cell the records call's answer", async () => {
    const { page } = s.tab;
    await visit(page, `/eventmatch?event_id=${enc(EVENT)}&record=${enc("team_points")}`);
    const block = region(page, "Records");
    await expect(selectedTab(block)).resolves.toBe("Highest Team Points");
    await block.getByRole("button", { name: "Download Records" }).click();
    const dialog = page.getByRole("dialog", { name: "Download Records" });
    const file = await savedFromDialog(page, dialog);
    expect(file.name).toBe("Records.csv");
    const text = file.bytes.toString("utf8");
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const [headerLine = "", ...lines] = text
      .slice(1)
      .split("\r\n")
      .filter((line) => line !== "");
    // Labels hold no commas: the header splits as it is.
    const columns = headerLine.split(",").map((label) => RECORD_LIST.columns.find((c) => c.label === label)!);
    expect(columns.every(Boolean)).toBe(true);
    const answer = (await records({ field: "event", event_id: EVENT })).filter(
      (row) => row.record === "team_points",
    );
    expect(answer.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(answer.length);
    for (const [i, row] of answer.entries()) {
      const named = { ...row, record_name: recordLabel(row.record) } as Record<string, unknown>;
      // csvLine ends the record with its line break.
      const expected = csvLine(
        columns.map((column) => csvCell(column.format, named[column.key] as FormatInput)),
      ).replace(/\r\n$/, "");
      // Cell by cell, so a difference names its column (no cell of these rows holds a comma).
      expect(lines[i]!.split(","), `row ${i + 1}`).toEqual(expected.split(","));
    }
  });

  it("picks an opponent from a team's screen and shows what each won, side by side", async () => {
    const { page } = s.tab;
    const answer = (
      await s.site.client.call<CallResponse<"head_to_head">>("head_to_head", {
        team_a: MET[0],
        team_b: MET[1],
      })
    ).data;
    await visit(page, `/team/detail?team_id=${enc(MET[0])}`);
    await page.getByRole("link", { name: "Head-to-head with another team" }).click();
    await settled(page);
    const pick = region(page, "Choose the opponent");
    await pick.getByLabel("Opponent: team name or ID").fill(answer.team_b.team_name);
    await pick.getByRole("button", { name: "Search", exact: true }).click();
    await settled(page);
    await page.getByRole("link", { name: new RegExp(`#${MET[1]}`) }).click();
    await settled(page);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/headtohead");
    expect(atob(url.searchParams.get("team_id")!)).toBe(MET.join(","));
    const results = region(page, "Against each other");
    // The text as written: the headings are upper-cased by their style only.
    const text = await results.textContent();
    expect(text).toContain(`Battle royale, in the ${answer.battle_royale.games} games both played`);
    expect(text).toContain(
      `Clash squad and bomb squad, in the ${answer.clash_squad.matches} matches both played`,
    );
    const placed = results.getByRole("progressbar", { name: `Placed Above: ${answer.team_a.team_name}` });
    const share = Math.round(
      (answer.battle_royale.a_above / (answer.battle_royale.a_above + answer.battle_royale.b_above)) * 100,
    );
    await expect(placed.getAttribute("aria-valuenow")).resolves.toBe(String(share));
    // The panel, not its table, which is named the same.
    const matches = region(page, "Matches Played").first();
    await expect(matches.locator("table").getAttribute("aria-rowcount")).resolves.toBe(
      String(answer.matches.length + 1),
    );
    const totals = region(page, "In their matches together");
    await totals.getByRole("tab", { name: "Average" }).click();
    await settled(page);
    expect(new URL(page.url()).searchParams.get("type")).toBe("Average");
    await screenshot(page, "head-to-head-desktop");
  });

  it("says clearly when two teams never met", async () => {
    const { page } = s.tab;
    await visit(page, pair(NEVER));
    await expect(region(page, "Against each other").innerText()).resolves.toContain(
      "have never played each other",
    );
    await expect(region(page, "Matches Played").first().innerText()).resolves.toContain("No Data");
    await expect(page.getByRole("region", { name: "In their matches together" }).count()).resolves.toBe(0);
  });

  it("compares two battle royale teams by what battle royale defines, the headers naming the teams", async () => {
    const { page } = s.tab;
    const answer = (
      await s.site.client.call<CallResponse<"head_to_head">>("head_to_head", {
        team_a: BATTLE_ROYALE_ONLY[0],
        team_b: BATTLE_ROYALE_ONLY[1],
      })
    ).data;
    expect(answer.matches.length).toBeGreaterThan(0);
    expect(answer.matches.every((match) => match.mode === 1)).toBe(true);
    await visit(page, pair(BATTLE_ROYALE_ONLY));
    const totals = region(page, "In their matches together");
    const text = await totals.innerText();
    expect(text).toContain(`Over every game of the ${answer.matches.length} matches both played`);
    for (const clashSquadOnly of [/\bDeath\b/, /\bK\/D\b/, /\bW-L\b/])
      expect(text).not.toMatch(clashSquadOnly);
    expect(text).toContain("Total Score");
    // The text as written: headers are upper-cased by their style only.
    const headers = await region(page, "Matches Played").first().locator("thead th").allTextContents();
    const [a, b] = [answer.team_a.team_name, answer.team_b.team_name];
    expect(headers).toEqual(expect.arrayContaining([`${a} Score`, `${b} Score`, `${a} Placed Above`]));
    expect(headers.join(" ")).not.toMatch(/Team [AB]/);
    await screenshot(page, "head-to-head-battle-royale");
  });

  it("says which team does not exist instead of 'never played each other'", async () => {
    const { page } = s.tab;
    await visit(page, pair([MET[0], 424242]));
    const alert = page.getByRole("alert");
    await expect(alert.innerText()).resolves.toContain("Team 424242 does not exist.");
    await expect(page.getByText("have never played each other").count()).resolves.toBe(0);
  });

  it("refuses a link with the same team twice, a third team or an id that is no id, in plain words", async () => {
    const { page } = s.tab;
    const cases: [string, string][] = [
      [pair([MET[0], MET[0]]), `team_id names ${MET[0]} twice`],
      [
        pair([MET[0], MET[1], 100016]),
        `team_id holds “${MET[0]},${MET[1]},100016”, more ids than this page takes`,
      ],
      // -5 as the site encodes it: refused by the page, not by three failed calls and a toast.
      ["/headtohead?team_id=LTU%3D", "team_id holds “-5”, which is not an id"],
      [`/team/detail?team_id=${enc(-5)}`, "team_id holds “-5”, which is not an id"],
    ];
    for (const [address, detail] of cases) {
      await visit(page, address);
      const alert = page.getByRole("alert");
      await expect(alert.locator("h1").innerText(), address).resolves.toBe("This link cannot be opened");
      await expect(alert.innerText(), address).resolves.toContain(detail);
      await expect(page.locator(".toast").count(), address).resolves.toBe(0);
    }
  });

  it("answers an address that is no page with 404 and says so", async () => {
    const own = await openPage(s.browser, s.site.url);
    const answer = await own.page.goto("/does/not/exist");
    expect(answer?.status()).toBe(404);
    await settled(own.page);
    await expect(own.page.getByRole("alert").locator("h1").innerText()).resolves.toBe("Page not found");
    await own.close();
  });

  it("reads on a 360 px phone", async () => {
    await onPhone(s, [
      ["records-phone", "/records"],
      ["head-to-head-phone", pair(MET)],
      ["head-to-head-never-phone", pair(NEVER)],
      ["event-records-phone", `/eventmatch?event_id=${enc(EVENT)}&record=${enc("kills")}`],
    ]);
  });
});
