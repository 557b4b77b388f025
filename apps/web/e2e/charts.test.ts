/**
 * Charts in Chromium against the real server on the demo data: each draws the API's numbers,
 * its table view and CSV hold them, keyboard focus walks its points, axe finds nothing serious in either
 * view, it downloads as PNG and SVG, fits a 360 px phone, and is in the saved screenshot.
 */
import type { CallRequestInput, CallResponse } from "@match-stats/contract";
import { cellText, FORM_STATS, formatRate, formRows, formTable, visibleColumns } from "@match-stats/stats";
import { parse } from "csv-parse/sync";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SERIES_COLOURS } from "../src/blocks/charts/palette.ts";
import { seriousFindings } from "./support/axe.ts";
import { browserAvailable, SCREENS, screenshot, settled } from "./support/browser.ts";
import { ACAI, VOO_ALTO } from "./support/demo-records.ts";
import { saved, savedFromDialog } from "./support/downloads.ts";
import { coloursShown } from "./support/pixels.ts";
import { expectFitsWidth, onPhone, region, visit } from "./support/screen-checks.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const EVENT = 10001;
const CS_EVENT = 10004;
const MATCHES = [10000001, 10000002];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A CSV file's records as the visitor's spreadsheet reads them, by header. */
const csvRows = (bytes: Buffer): Record<string, string>[] => parse(bytes, { bom: true, columns: true });

/** The spoken label of the point that has focus. */
const focusedLabel = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

/** Waits out a few frames: resize observers report, and React draws what they set. */
const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
  });

const tooltipTitle = (chart: Locator): Promise<string> => chart.locator(".chart-tooltip-title").innerText();

describe.skipIf(!browserAvailable)("charts", () => {
  const s = browserSuite();
  const call = async <C extends "points_race" | "form" | "placement_spread" | "weapon_meta">(
    name: C,
    fields: CallRequestInput<C>,
  ): Promise<CallResponse<C>> => (await s.site.client.call<CallResponse<C>>(name, fields)).data;

  const openChart = async (address: string, title: string): Promise<Locator> => {
    await s.tab.page.goto(address);
    await settled(s.tab.page);
    const chart = region(s.tab.page, title);
    await chart.locator(".chart-svg").waitFor();
    await chart.locator(".chart-svg").scrollIntoViewIfNeeded();
    return chart;
  };

  it("draws an event's points race: a line per team, a point per game played, each game's leader ringed", async () => {
    const race = await call("points_race", { field: "event", event_id: EVENT });
    const chart = await openChart(`/eventmatch?event_id=${enc(EVENT)}`, "Points race");
    await expect(chart.locator(".chart-series").count()).resolves.toBe(race.lines.length);
    const played = race.lines.flatMap((line) => line.scores.filter((score) => score !== null));
    await expect(chart.locator("[data-point]").count()).resolves.toBe(played.length);
    const ringed = race.leaders.flatMap((ids, game) =>
      ids.filter((id) => race.lines.find((line) => line.team_id === id)?.scores[game] !== null),
    );
    await expect(chart.locator(".chart-marked").count()).resolves.toBe(ringed.length);
    // The summary names the leader after the last game and the total it has.
    const leader = race.lines.find((line) => line.team_id === race.leaders.at(-1)?.[0]);
    const summary = await chart.locator("figcaption").innerText();
    expect(summary).toContain(
      `After ${race.games.length} games ${leader?.team_name} leads with ${leader?.running.at(-1)} points.`,
    );
    await expect(chart.locator(".chart-legend button").count()).resolves.toBe(race.lines.length);
    await screenshot(s.tab.page, "chart-race-event-desktop");
  });

  it("holds the API's numbers in its table view and its CSV", async () => {
    const race = await call("points_race", { field: "event", event_id: EVENT });
    const chart = await openChart(`/eventmatch?event_id=${enc(EVENT)}`, "Points race");
    await chart.getByRole("tab", { name: "Table" }).click();
    const first = chart.locator("tbody tr").first().locator("td");
    await expect(first.allInnerTexts()).resolves.toEqual([
      "1",
      race.games[0]?.match_name,
      race.lines[0]?.team_name,
      String(race.lines[0]?.scores[0]),
      String(race.lines[0]?.running[0]),
      race.leaders[0]?.includes(race.lines[0]?.team_id ?? 0) ? "Yes" : "-",
    ]);
    expect(await seriousFindings(s.tab.page)).toEqual([]);
    await screenshot(s.tab.page, "chart-race-table-desktop");

    await chart.getByRole("button", { name: "Download Points Race" }).click();
    const csv = await savedFromDialog(
      s.tab.page,
      s.tab.page.getByRole("dialog", { name: "Download Points Race" }),
    );
    expect(csv.name).toBe("Points Race.csv");
    const rows = csvRows(csv.bytes);
    expect(rows).toHaveLength(race.games.length * race.lines.length);
    const expected = race.games.flatMap((game, index) =>
      race.lines.map((line) => ({
        Game: String(index + 1),
        "Match Name": game.match_name,
        "Team Name": line.team_name,
        Score: line.scores[index] === null ? "-" : String(line.scores[index]),
        "Running Total": String(line.running[index]),
        Leader: race.leaders[index]?.includes(line.team_id) ? "Yes" : "-",
      })),
    );
    expect(
      rows.map((row) => ({
        Game: row.Game,
        "Match Name": row["Match Name"],
        "Team Name": row["Team Name"],
        Score: row.Score,
        "Running Total": row["Running Total"],
        Leader: row.Leader,
      })),
    ).toEqual(expected);
  });

  it("walks its points by keyboard, showing every team's total at the focused game", async () => {
    const race = await call("points_race", { field: "event", event_id: EVENT });
    const chart = await openChart(`/eventmatch?event_id=${enc(EVENT)}`, "Points race");
    const { page } = s.tab;
    // One tab stop after the picture buttons: the leader's point at the last game.
    await chart.getByRole("button", { name: /as SVG$/ }).focus();
    await page.keyboard.press("Tab");
    const last = race.games.length;
    const leader = race.lines.find((line) => line.team_id === race.leaders[last - 1]?.[0]);
    await expect(focusedLabel(page)).resolves.toContain(
      `${leader?.team_name}, ${race.games[last - 1]?.match_name}, game`,
    );
    await expect(focusedLabel(page)).resolves.toMatch(/, Leader$/);
    await expect(tooltipTitle(chart)).resolves.toContain(race.games[last - 1]?.match_name ?? "?");

    await page.keyboard.press("ArrowLeft");
    await expect(focusedLabel(page)).resolves.toContain(
      `${leader?.team_name}, ${race.games[last - 2]?.match_name}, game ${race.games[last - 2]?.seq},`,
    );
    // Down moves to the team just below at that game.
    const atGame = [...race.lines].sort((a, b) => (b.running[last - 2] ?? 0) - (a.running[last - 2] ?? 0));
    const below = atGame[atGame.findIndex((line) => line.team_id === leader?.team_id) + 1];
    await page.keyboard.press("ArrowDown");
    await expect(focusedLabel(page)).resolves.toContain(`${below?.team_name}, `);
    await expect(focusedLabel(page)).resolves.toContain(`: ${below?.running[last - 2]}`);
    await page.keyboard.press("Home");
    await expect(focusedLabel(page)).resolves.toContain(
      `${below?.team_name}, ${race.games[0]?.match_name}, game 1,`,
    );
    // A window squeezed to nothing and back (a full-page capture does this) keeps the chart and its focus.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 1, height: 1 });
    await nextFrames(page);
    if (viewport) await page.setViewportSize(viewport);
    await nextFrames(page);
    await expect(focusedLabel(page)).resolves.toContain(
      `${below?.team_name}, ${race.games[0]?.match_name}, game 1,`,
    );
    // The tooltip lists the top ten and the focused team, highest first.
    const values = await chart.locator(".chart-tooltip-value").allInnerTexts();
    expect(values.map(Number)).toEqual([...values.map(Number)].sort((a, b) => b - a));
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, "chart-race-focus-desktop");
    await page.keyboard.press("Tab");
    await expect(
      page.evaluate(() => document.activeElement?.closest(".chart-legend") !== null),
    ).resolves.toBe(true);
  });

  it("shows a game's totals when the pointer is over it, and picks a team out from the legend", async () => {
    const race = await call("points_race", { field: "event", event_id: EVENT });
    const chart = await openChart(`/eventmatch?event_id=${enc(EVENT)}`, "Points race");
    const point = chart.locator('[data-point="0-0"]');
    await point.scrollIntoViewIfNeeded();
    const box = await point.boundingBox();
    await s.tab.page.mouse.move((box?.x ?? 0) + 2, (box?.y ?? 0) + 40);
    await expect(tooltipTitle(chart)).resolves.toContain(`${race.games[0]?.match_name}, game 1,`);
    await expect(chart.locator(".chart-tooltip li").count()).resolves.toBeGreaterThanOrEqual(
      Math.min(10, race.lines.length),
    );
    const second = race.lines[1]?.team_name ?? "?";
    await chart.getByRole("button", { name: second }).click();
    await expect(chart.getByRole("button", { name: second }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    await expect(chart.locator(".chart-dimmed.chart-series").count()).resolves.toBe(race.lines.length - 1);
  });

  it("downloads the picture as PNG and as SVG", async () => {
    const race = await call("points_race", { field: "event", event_id: EVENT });
    const chart = await openChart(`/eventmatch?event_id=${enc(EVENT)}`, "Points race");
    const png = await saved(s.tab.page, () =>
      chart.getByRole("button", { name: "Download Points race as PNG" }).click(),
    );
    expect(png.name).toBe("Points race.png");
    expect(png.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.bytes.length).toBeGreaterThan(20_000);
    const svg = await saved(s.tab.page, () =>
      chart.getByRole("button", { name: "Download Points race as SVG" }).click(),
    );
    expect(svg.name).toBe("Points race.svg");
    const text = svg.bytes.toString("utf8");
    expect(text).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(text).toContain(">Points race</text>");
    for (const line of race.lines.slice(0, 5)) expect(text).toContain(line.team_name);
    expect(text).not.toContain("tabindex");
  });

  it("races clash squad by games won", async () => {
    const race = await call("points_race", { field: "event", event_id: CS_EVENT });
    expect(race.scoring).toBe("games_won");
    const chart = await openChart(`/eventmatch?event_id=${enc(CS_EVENT)}`, "Games won race");
    await expect(chart.locator(".chart-axis-label").allTextContents()).resolves.toContain("Games won");
    // Two teams play each game: a point only where a team played, its total carried between.
    const played = race.lines.flatMap((line) => line.scores.filter((score) => score !== null));
    expect(played.length).toBe(race.games.length * 2);
    await expect(chart.locator("[data-point]").count()).resolves.toBe(played.length);
    await screenshot(s.tab.page, "chart-race-clash-squad-desktop");
  });

  it("races the games of the matches on the match detail", async () => {
    const race = await call("points_race", { field: "matches", match_ids: MATCHES });
    const chart = await openChart(`/matchdetail?match_id=${enc(MATCHES)}`, "Points race");
    await expect(chart.locator(".chart-series").count()).resolves.toBe(race.lines.length);
    await expect(chart.locator(".chart-tick-x").allTextContents()).resolves.toEqual(
      race.games.map((_game, index) => `G${index + 1}`),
    );
    await screenshot(s.tab.page, "chart-race-matches-desktop");
  });

  it("is in the screenshot the page saves", async () => {
    const { page } = s.tab;
    const chart = await openChart(`/eventmatch?event_id=${enc(EVENT)}`, "Points race");
    await chart.locator(".chart-svg").scrollIntoViewIfNeeded();
    const box = await chart.locator(".chart-svg").boundingBox();
    const file = await saved(page, () => page.getByRole("button", { name: "Save a screenshot" }).click());
    // The series colours, drawn in the picture where the chart is on screen.
    const colours = await coloursShown(
      page,
      file.bytes,
      box ?? { x: 0, y: 0, width: 1, height: 1 },
      SERIES_COLOURS,
    );
    expect(colours).toBe(SERIES_COLOURS.length);
  });

  it("fits a 360 px phone, with a game's totals under the chart when it is touched", async () => {
    await onPhone(s, [["chart-race-event-phone", `/eventmatch?event_id=${enc(EVENT)}`]], async (page) => {
      const chart = region(page, "Points race");
      await chart.locator(".chart-svg").scrollIntoViewIfNeeded();
      const plot = await chart.locator(".chart-hover").boundingBox();
      await page.mouse.click((plot?.x ?? 0) + (plot?.width ?? 0) / 2, (plot?.y ?? 0) + 20);
      await chart.locator(".chart-tooltip").waitFor();
      const [svg, tooltip] = await Promise.all([
        chart.locator(".chart-svg").boundingBox(),
        chart.locator(".chart-tooltip").boundingBox(),
      ]);
      expect(tooltip?.y).toBeGreaterThanOrEqual((svg?.y ?? 0) + (svg?.height ?? 0));
      expect(await seriousFindings(page)).toEqual([]);
      await expectFitsWidth(page, "chart-race-touched-phone");
    });
  });

  it("draws a team's form: a statistic per match with its rolling average, the statistic chosen and kept in the address", async () => {
    const answer = await call("form", { field: "team", team_id: VOO_ALTO.team });
    const address = `/team/detail?team_id=${enc(VOO_ALTO.team)}`;
    const chart = await openChart(address, "Recent form");
    const withKills = answer.matches.filter((match) => match.value !== null);
    await expect(chart.locator("[data-point]").count()).resolves.toBe(withKills.length);
    await expect(chart.locator(".chart-line-derived").count()).resolves.toBe(1);
    await expect(chart.locator("figcaption").innerText()).resolves.toContain(
      `Over ${withKills.length} matches, Kills per game averaged`,
    );
    await chart.getByLabel("Statistic").selectOption({ label: "Damage" });
    await settled(s.tab.page);
    expect(new URL(s.tab.page.url()).searchParams.get("form_stat")).toBe("damage");
    await expect(chart.locator(".chart-axis-label").allTextContents()).resolves.toContain("Damage");
    await screenshot(s.tab.page, "chart-form-team-desktop");

    // Walked by keyboard: the last match first, then the one before.
    await chart.locator('[data-point][tabindex="0"]').focus();
    const last = answer.matches.at(-1);
    await expect(focusedLabel(s.tab.page)).resolves.toContain(
      `Damage, ${last?.match_name}, ${last?.event_name},`,
    );
    await s.tab.page.keyboard.press("ArrowLeft");
    await expect(focusedLabel(s.tab.page)).resolves.toContain(
      `Damage, ${answer.matches.at(-2)?.match_name},`,
    );

    // A shared link opens on the same statistic; its table and CSV hold the API's values.
    await s.tab.page.goto(`${address}&form_stat=damage`);
    await settled(s.tab.page);
    const shared = region(s.tab.page, "Recent form");
    await expect(shared.getByLabel("Statistic").inputValue()).resolves.toBe("damage");
    await shared.getByRole("tab", { name: "Table" }).click();
    expect(await seriousFindings(s.tab.page)).toEqual([]);
    await shared.getByRole("button", { name: "Download Recent Form" }).click();
    const csv = await savedFromDialog(
      s.tab.page,
      s.tab.page.getByRole("dialog", { name: "Download Recent Form" }),
    );
    const damage = FORM_STATS.find((column) => column.key === "damage");
    if (!damage) throw new Error("no damage column");
    const table = formTable(damage);
    const columns = visibleColumns(table).filter((column) => column.download);
    const damages = await call("form", { field: "team", team_id: VOO_ALTO.team, stat: "damage" });
    const expected = formRows(damages.matches, damage).map((row) =>
      Object.fromEntries(columns.map((column) => [column.label, cellText(column, row)])),
    );
    expect(
      csvRows(csv.bytes).map((row) => Object.fromEntries(columns.map((c) => [c.label, row[c.label]]))),
    ).toEqual(expected);
    expect(expected.map((row) => row.Damage)).toEqual(
      damages.matches.map((match) => cellText(damage, { damage: match.value })),
    );
  });

  it("draws the form of a player and of a team-player", async () => {
    for (const [address, fields] of [
      [`/player/detail?player_id=${enc(ACAI.player)}`, { field: "player", player_id: ACAI.player }],
      [
        `/teamplayer/detail?player_id=${enc(ACAI.player)}&teamplayer_id=${enc(ACAI.teamPlayer)}`,
        { field: "team_player", teamplayer_id: ACAI.teamPlayer },
      ],
    ] as const) {
      const answer = await call("form", fields);
      const chart = await openChart(address, "Recent form");
      const withKills = answer.matches.filter((match) => match.value !== null);
      await expect(chart.locator("[data-point]").count(), address).resolves.toBe(withKills.length);
    }
    await screenshot(s.tab.page, "chart-form-teamplayer-desktop");
  });

  it("draws where a team finished in an event's games, a bar per place, its table the API's counts", async () => {
    const answer = await call("placement_spread", { team_id: VOO_ALTO.team, event_id: VOO_ALTO.event });
    const chart = await openChart(
      `/team/event/detail?team_id=${enc(VOO_ALTO.team)}&event_id=${enc(VOO_ALTO.event)}`,
      "Placement spread",
    );
    await expect(
      chart.locator("[data-bar]").evaluateAll((bars) => bars.map((bar) => bar.getAttribute("aria-label"))),
    ).resolves.toEqual(answer.counts.map((count) => `${count.placement}: ${count.count}`));
    await expect(chart.locator("figcaption").innerText()).resolves.toContain(
      `In ${answer.games.length} games the team averaged place`,
    );
    await chart.locator('[data-bar][tabindex="0"]').focus();
    await s.tab.page.keyboard.press("ArrowRight");
    await expect(focusedLabel(s.tab.page)).resolves.toBe(`2: ${answer.counts[1]?.count}`);
    await screenshot(s.tab.page, "chart-placement-desktop");
    await chart.getByRole("tab", { name: "Table" }).click();
    await expect(chart.locator("tbody tr").count()).resolves.toBe(answer.counts.length);
    await expect(chart.locator("tbody tr").nth(1).locator("td").allInnerTexts()).resolves.toEqual([
      "2",
      String(answer.counts[1]?.count),
    ]);
    expect(await seriousFindings(s.tab.page)).toEqual([]);
  });

  it("draws a season's weapon meta, each bar opening that weapon's stats", async () => {
    const answer = await call("weapon_meta", { field: "season", season_id: VOO_ALTO.season });
    const chart = await openChart(`/seasonevent?season_id=${enc(VOO_ALTO.season)}`, "Weapon meta");
    await expect(
      chart.locator("[data-bar]").evaluateAll((bars) => bars.map((bar) => bar.getAttribute("aria-label"))),
    ).resolves.toEqual(
      answer.weapons.map((weapon) => `${weapon.weapon_name}: ${formatRate(weapon.pick_rate)}`),
    );
    await screenshot(s.tab.page, "chart-weapon-meta-desktop");
    await chart.locator('[data-bar][tabindex="0"]').focus();
    await s.tab.page.keyboard.press("ArrowDown");
    await s.tab.page.keyboard.press("Enter");
    const dialog = s.tab.page.getByRole("dialog", { name: "Weapon Stats" });
    await dialog.waitFor();
    const second = answer.weapons[1];
    await expect(dialog.locator("tbody tr").count()).resolves.toBe(1);
    await expect(dialog.locator("tbody tr").innerText()).resolves.toContain(second?.weapon_name ?? "?");
    await expect(dialog.locator("tbody tr").innerText()).resolves.toContain(formatRate(second?.pick_rate));
    expect(await seriousFindings(s.tab.page)).toEqual([]);
    await s.tab.page.keyboard.press("Escape");
  });

  it("shows which weapons rose and fell between two events of the season, as the API answers", async () => {
    const events =
      (
        await s.site.client.call<CallResponse<"search">>("search", {
          search_type: 1,
          field: "event",
          param: [],
          size: -1,
          page: 1,
          season_id: VOO_ALTO.season,
        })
      ).data.event_stats ?? [];
    const [first, second] = [...events].sort((a, b) => (a.start_time ?? 0) - (b.start_time ?? 0));
    if (!first || !second) throw new Error("the season has fewer than two events");
    const chart = await openChart(
      `/seasonevent?season_id=${enc(VOO_ALTO.season)}`,
      "Weapons rising and falling",
    );
    await chart.getByLabel("From", { exact: true }).selectOption(String(first.event_id));
    await chart.getByLabel("To", { exact: true }).selectOption(String(second.event_id));
    await settled(s.tab.page);
    const answer = await call("weapon_meta", {
      field: "change",
      from_event_id: first.event_id,
      to_event_id: second.event_id,
    });
    await expect(chart.locator("figcaption").innerText()).resolves.toContain(
      `From ${first.event_name} to ${second.event_name},`,
    );
    await expect(
      chart.locator("[data-bar]").evaluateAll((bars) => bars.map((bar) => bar.getAttribute("aria-label"))),
    ).resolves.toEqual(
      answer.change?.weapons.map(
        (weapon) => `${weapon.weapon_name}: ${weapon.change > 0 ? "+" : ""}${formatRate(weapon.change)}`,
      ),
    );
    await screenshot(s.tab.page, "chart-weapon-change-desktop");
  });

  /** The event each picker of the weapon change has chosen, and whether its name shows whole. */
  const pickedEvents = (chart: Locator) =>
    chart.locator(".chart-select").evaluateAll((pickers) =>
      pickers.map((picker) => {
        const select = picker.querySelector("select")!;
        const text = picker.querySelector<HTMLElement>(".chart-select-text")!;
        const box = text.getBoundingClientRect();
        return {
          id: Number(select.value),
          name: select.selectedOptions[0]?.textContent ?? "",
          shown: text.innerText.replace(/\s+/g, " "),
          // Cut text overflows its box; a name that wraps grows the box instead.
          whole: text.scrollWidth <= text.clientWidth && text.scrollHeight <= text.clientHeight,
          inScreen: box.left >= 0 && box.right <= document.documentElement.clientWidth,
        };
      }),
    );

  it("opens the weapon change on two events of one mode, each picker's event named in full on desktop and phone", async () => {
    // Season 1003: battle royale, clash squad, battle royale, then bomb squad last.
    const season = 1003;
    const events =
      (
        await s.site.client.call<CallResponse<"search">>("search", {
          search_type: 1,
          field: "event",
          param: [],
          size: -1,
          page: 1,
          season_id: season,
        })
      ).data.event_stats ?? [];
    const byTime = [...events].sort((a, b) => (a.start_time ?? 0) - (b.start_time ?? 0));
    expect(byTime.at(-1)?.mode).toBe(27);
    const battleRoyale = byTime.filter((event) => event.mode === 1);
    const expected = [battleRoyale.at(-2)!, battleRoyale.at(-1)!].map((event) => ({
      id: event.event_id,
      name: event.event_name,
      shown: event.event_name,
      whole: true,
      inScreen: true,
    }));
    const address = `/seasonevent?season_id=${enc(season)}`;
    const chart = await openChart(address, "Weapons rising and falling");
    const chosen = await Promise.all(
      ["From", "To"].map((side) => chart.getByLabel(side, { exact: true }).inputValue()),
    );
    expect(chosen).toEqual(expected.map((event) => String(event.id)));
    await expect(pickedEvents(chart)).resolves.toEqual(expected);
    await expect(chart.locator("figcaption").innerText()).resolves.toContain(
      `From ${expected[0]!.name} to ${expected[1]!.name},`,
    );
    await chart
      .locator(".chart-toolbar")
      .screenshot({ path: `${SCREENS}/chart-weapon-change-pickers-desktop.png` });
    await onPhone(s, [], async (phone) => {
      await visit(phone, address);
      const small = region(phone, "Weapons rising and falling");
      await small.locator(".chart-svg").waitFor();
      await small.locator(".chart-toolbar").scrollIntoViewIfNeeded();
      await expect(pickedEvents(small)).resolves.toEqual(expected);
      await small
        .locator(".chart-toolbar")
        .screenshot({ path: `${SCREENS}/chart-weapon-change-pickers-phone.png` });
    });
  });

  it("fits every chart on a 360 px phone", async () => {
    await onPhone(s, [
      ["chart-form-team-phone", `/team/detail?team_id=${enc(VOO_ALTO.team)}`],
      [
        "chart-placement-phone",
        `/team/event/detail?team_id=${enc(VOO_ALTO.team)}&event_id=${enc(VOO_ALTO.event)}`,
      ],
      ["chart-weapon-meta-phone", `/seasonevent?season_id=${enc(VOO_ALTO.season)}`],
    ]);
  });
});
