/**
 * Mode families (docs/statistics.md "Mode families") in Chromium against the real server: records, leaders and
 * form show battle royale or clash squad, never both; the switch works from the keyboard and is kept in the
 * address; a family without games says so in words; the screens fit a phone.
 */

import type { CallResponse } from "@match-stats/contract";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, screenshot, settled } from "./support/browser.ts";
import { onPhone, region, visit } from "./support/screen-checks.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const SEASON = 1001;
/** A battle-royale event, and a team that played battle royale only. */
const BR_EVENT = 10001;
const BR_TEAM = 100001;

const family = (block: Locator | Page) => block.getByRole("group", { name: "Mode" });
const checked = (block: Locator | Page) =>
  family(block).getByRole("radio", { checked: true }).getAttribute("value");
const addressMode = (page: Page) => {
  const raw = new URL(page.url()).searchParams.get("mode");
  return raw === null ? null : atob(raw);
};

describe.skipIf(!browserAvailable)("mode families", () => {
  const s = browserSuite();
  const call = <T>(name: string, fields: Record<string, unknown>) =>
    s.site.client.call<T>(name, fields).then((answer) => answer.data);

  it("switches the records between battle royale and clash squad from the keyboard, the family in the address", async () => {
    const { page } = s.tab;
    await visit(page, "/records");
    const block = region(page, "Records");
    await expect(checked(block)).resolves.toBe("battle_royale");
    const firstRow = () => block.locator("tbody tr").first().innerText();
    const answer = (mode: string) =>
      call<CallResponse<"records">>("records", { field: "all", mode }).then((data) =>
        data.records.filter((row) => row.record === "kills"),
      );
    await expect(firstRow()).resolves.toContain((await answer("battle_royale"))[0]!.player_name!);
    await family(block).getByRole("radio", { name: "Battle Royale" }).focus();
    await page.keyboard.press("ArrowRight");
    await settled(page);
    await expect(checked(block)).resolves.toBe("clash_squad");
    expect(addressMode(page)).toBe("clash_squad");
    const clash = await answer("clash_squad");
    await expect(firstRow()).resolves.toContain(clash[0]!.player_name!);
    // The focus stays on the switch: the arrow keys go on moving through it.
    await expect(
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value),
    ).resolves.toBe("clash_squad");
    await screenshot(page, "records-clash-squad-desktop");
    // The same link opens the same family.
    await visit(page, new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(checked(region(page, "Records"))).resolves.toBe("clash_squad");
  });

  it("switches the season page's leaders and records together, See all keeping the family", async () => {
    const { page } = s.tab;
    await visit(page, `/seasonevent?season_id=${enc(SEASON)}`);
    const leaders = region(page, "Leaders");
    const records = region(page, "Records");
    await family(leaders).getByRole("radio", { name: "Clash Squad" }).check();
    await settled(page);
    await expect(checked(records)).resolves.toBe("clash_squad");
    const top = await call<CallResponse<"leaders">>("leaders", {
      subject: "player",
      stat: "kills",
      season_id: SEASON,
      mode: "clash_squad",
      size: 10,
    });
    await expect(leaders.locator("tbody tr[aria-rowindex] td:nth-child(4)").allInnerTexts()).resolves.toEqual(
      top.data.map((row) => row.player_name),
    );
    await leaders.getByRole("link", { name: "See all" }).click();
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/leaders");
    expect(addressMode(page)).toBe("clash_squad");
    await expect(checked(page)).resolves.toBe("clash_squad");
    // The new address draws the screen again; the focus comes back to the switch.
    await family(page).getByRole("radio", { name: "Clash Squad" }).focus();
    await page.keyboard.press("ArrowLeft");
    await settled(page);
    expect(addressMode(page)).toBeNull();
    await expect(
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value),
    ).resolves.toBe("battle_royale");
    await page.keyboard.press("ArrowRight");
    await settled(page);
    expect(addressMode(page)).toBe("clash_squad");
    // Within clash squad, one of its modes can be ranked alone.
    await page.getByLabel("Modes").selectOption("15");
    await settled(page);
    expect(addressMode(page)).toBe("15");
    await screenshot(page, "leaders-clash-squad-desktop");
  });

  it("says in words when a family has no games: an event of the other family, a team that never played it", async () => {
    const { page } = s.tab;
    await visit(page, `/leaders?event_id=${enc(BR_EVENT)}&mode=${enc("clash_squad")}`);
    await expect(page.getByText("No one is ranked in clash squad here yet.").count()).resolves.toBe(1);
    await screenshot(page, "leaders-no-games-desktop");
    // An event's page shows its own family's, without a switch.
    await visit(page, `/eventmatch?event_id=${enc(BR_EVENT)}&mode=${enc("clash_squad")}`);
    await expect(family(region(page, "Records")).count()).resolves.toBe(0);
    await expect(region(page, "Records").locator("tbody tr[aria-rowindex]").count()).resolves.toBeGreaterThan(
      0,
    );
    await visit(page, `/team/detail?team_id=${enc(BR_TEAM)}`);
    const form = region(page, "Recent form");
    await expect(checked(form)).resolves.toBe("battle_royale");
    await family(form).getByRole("radio", { name: "Clash Squad" }).check();
    await settled(page);
    await expect(
      region(page, "Recent form")
        .getByText("Fewer than two clash squad matches: nothing to chart yet.")
        .count(),
    ).resolves.toBe(1);
    expect(addressMode(page)).toBe("clash_squad");
  });

  it("refuses a family that is not one, as any bad link", async () => {
    const { page } = s.tab;
    await visit(page, `/records?mode=${enc("every")}`);
    await expect(page.getByText("This link cannot be opened").count()).resolves.toBeGreaterThan(0);
  });

  it("fits a phone", async () => {
    await onPhone(s, [
      ["records-battle-royale-phone", "/records"],
      ["records-clash-squad-phone", `/records?mode=${enc("clash_squad")}`],
      ["leaders-battle-royale-phone", "/leaders"],
      ["leaders-clash-squad-phone", `/leaders?mode=${enc("clash_squad")}`],
    ]);
  });
});
