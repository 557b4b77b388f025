/**
 * The site inside the game app and outside it (docs/spec.md sections 1 and 6), in Chromium against the real
 * server: the native bridge (a test double of the object the app injects) gets the screenshot with a
 * promise id and its answer settles it; a browser saves the screenshot; the session keys leave the address
 * and stay in the session; analytics events reach the database without the token or an address.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openDb } from "@match-stats/server/db/connect";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  browserAvailable,
  openPage,
  PHONE,
  SCREENS,
  screenshot,
  settled,
  type WatchedPage,
} from "./support/browser.ts";
import { saved } from "./support/downloads.ts";
import { enc } from "./support/site.ts";
import { browserSuite } from "./support/suite.ts";

const TOKEN = "e2e-token-7Qx9.secret";
const SEASON = 1001;
/** An event whose match list scrolls. */
const EVENT = 10001;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface BridgeMessage {
  version: number;
  id: string;
  type: string;
  payload: { image: string; file_name: string; title: string; url: string };
}

declare global {
  interface Window {
    bridgeDouble: { messages: BridgeMessage[]; fail: boolean };
    /** What the game app injects, and the function the page gives it for answers (docs/native-bridge.md). */
    MatchStatsBridge?: { postMessage(message: string): void };
    matchStatsBridgeReply?: (answer: unknown) => void;
  }
}

/**
 * The double of the game app's bridge, injected before the page's scripts as the app does: it records
 * each message and answers it a moment later with the same id, with success or, when told, an error.
 */
const injectBridgeDouble = (page: Page) =>
  page.addInitScript(() => {
    window.bridgeDouble = { messages: [], fail: false };
    window.MatchStatsBridge = {
      postMessage(text: string) {
        const message = JSON.parse(text) as BridgeMessage;
        window.bridgeDouble.messages.push(message);
        const answer = window.bridgeDouble.fail
          ? { id: message.id, ok: false, error: { code: "SHARE_FAILED", message: "Nothing to share with" } }
          : { id: message.id, ok: true, result: {} };
        setTimeout(() => window.matchStatsBridgeReply?.(JSON.stringify(answer)), 150);
      },
    };
  });

const savePng = (name: string, bytes: Buffer) => {
  mkdirSync(SCREENS, { recursive: true });
  writeFileSync(join(SCREENS, `${name}.png`), bytes);
};

/** The width and height a PNG's header gives. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

const toastText = (page: Page) => page.locator(".toast").last().innerText();

type StoredEvent = Record<string, string | number | null>;

/** The analytics rows stored since `since`, once one of them passes `wanted` (or the time is up). */
async function storedEvents(
  since: number,
  wanted: (row: StoredEvent) => boolean,
  waitMs: number,
): Promise<StoredEvent[]> {
  const db = openDb(inject("demoDatabases").sqlite ?? "");
  try {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const rows = await db.kysely
        .selectFrom("analytics_events")
        .selectAll()
        .where("received_at", ">=", since)
        .execute();
      if (rows.some(wanted) || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await db.close();
  }
}

describe.skipIf(!browserAvailable)("in the game app and outside it", () => {
  const s = browserSuite();
  let app: WatchedPage;
  /** Every request the in-app page made after its own document: what it sent, where. */
  const sent: { url: string; body: string; headers: string; api: boolean }[] = [];
  const startedAt = Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    app = await openPage(s.browser, s.site.url);
    await injectBridgeDouble(app.page);
    app.page.on("request", (request) => {
      if (request.isNavigationRequest()) return;
      sent.push({
        url: request.url(),
        body: request.postData() ?? "",
        headers: JSON.stringify(request.headers()),
        api: new URL(request.url()).pathname.startsWith("/api/"),
      });
    });
  });
  afterAll(async () => {
    expect(app?.problems).toEqual([]);
    await app?.close();
  });

  it("takes the token out of the address at once and keeps the keys for the session", async () => {
    // Even the page's first requests, sent before the app starts, name only the site in their Referer.
    const referers: string[] = [];
    const onRequest = (request: Request) => referers.push(request.headers().referer ?? "");
    app.page.on("request", onRequest);
    await app.page.goto(`/seasonevent?season_id=${enc(SEASON)}&access_token=${TOKEN}&lang=en&region=SG`);
    await settled(app.page);
    app.page.off("request", onRequest);
    expect(referers.length).toBeGreaterThan(2);
    expect(referers.filter((referer) => referer.includes(TOKEN))).toEqual([]);
    const address = new URL(app.page.url());
    expect(address.pathname).toBe("/seasonevent");
    expect([...address.searchParams.keys()]).toEqual(["season_id", "lang", "region"]);
    await expect(app.page.getByRole("region", { name: "Season Info" }).innerText()).resolves.toContain(
      "1001",
    );
    const stored = await app.page.evaluate(() => ({ ...sessionStorage }));
    expect(stored).toMatchObject({
      "match-stats.session.accessToken": TOKEN,
      "match-stats.session.language": "en",
      "match-stats.session.region": "SG",
    });
    // A new screen of the same session: the keys are still there, the token never comes back.
    await app.page
      .getByRole("region", { name: "Event List" })
      .getByRole("link", { name: /^View / })
      .first()
      .click();
    await settled(app.page);
    expect(app.page.url()).not.toContain(TOKEN);
    await expect(app.page.evaluate(() => sessionStorage.getItem("match-stats.session.region"))).resolves.toBe(
      "SG",
    );
  });

  it("hands the app a screenshot with a promise id, and shows success when the app answers", async () => {
    await app.page.goto(`/seasonevent?season_id=${enc(SEASON)}`);
    await settled(app.page);
    await screenshot(app.page, "bridge-app-desktop");
    await app.page.getByRole("button", { name: "Share a screenshot" }).click();
    await app.page.getByText("Screenshot shared").waitFor();
    const messages = await app.page.evaluate(() => window.bridgeDouble.messages);
    expect(messages).toHaveLength(1);
    const [message] = messages as [BridgeMessage];
    expect(message).toMatchObject({ version: 1, type: "share_screenshot" });
    expect(message.id).toMatch(UUID);
    expect(message.payload.url).toBe(app.page.url());
    expect(message.payload.file_name).toMatch(/\.png$/);
    const png = Buffer.from(message.payload.image.replace(/^data:image\/png;base64,/, ""), "base64");
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 1366, height: 900 });
    savePng("bridge-capture-desktop", png);

    // An error answer: the promise fails and the visitor is told; a second message has an id of its own.
    await app.page.evaluate(() => {
      window.bridgeDouble.fail = true;
    });
    await app.page.getByRole("button", { name: "Share a screenshot" }).click();
    await app.page.getByText("The screenshot could not be shared, please try again").waitFor();
    const ids = await app.page.evaluate(() => window.bridgeDouble.messages.map((m) => m.id));
    expect(new Set(ids).size).toBe(2);
  });

  it("outside the app, saves the screenshot as a PNG", async () => {
    await s.tab.page.goto(`/eventmatch?event_id=${enc(EVENT)}`);
    await settled(s.tab.page);
    // The page scrolled and a table scrolled inside it: the picture shows what is on screen.
    await s.tab.page.evaluate(() => window.scrollTo(0, 400));
    await s.tab.page
      .locator(".data-table")
      .last()
      .evaluate((table) => {
        table.scrollTop = 300;
      });
    await settled(s.tab.page);
    await screenshot(s.tab.page, "bridge-browser-scrolled-desktop");
    const file = await saved(s.tab.page, () =>
      s.tab.page.getByRole("button", { name: "Save a screenshot" }).click(),
    );
    expect(file.name).toMatch(/ \d{4}-\d\d-\d\d \d\d-\d\d-\d\d\.png$/);
    expect(file.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(file.bytes)).toEqual({ width: 1366, height: 900 });
    expect(file.bytes.length).toBeGreaterThan(20_000);
    savePng("bridge-capture-scrolled-desktop", file.bytes);
    await expect(toastText(s.tab.page)).resolves.toBe("Screenshot saved");
  });

  it("shows the button as a 44 px touch target on a 360 px phone", async () => {
    const phone = await openPage(s.browser, s.site.url, PHONE);
    await injectBridgeDouble(phone.page);
    try {
      await phone.page.goto(`/seasonevent?season_id=${enc(SEASON)}`);
      await settled(phone.page);
      const button = phone.page.getByRole("button", { name: "Share a screenshot" });
      const box = await button.boundingBox();
      expect(box).toMatchObject({ width: 44, height: 44 });
      await screenshot(phone.page, "bridge-app-phone");
      await button.click();
      await phone.page.getByText("Screenshot shared").waitFor();
      const [message] = await phone.page.evaluate(() => window.bridgeDouble.messages);
      const png = Buffer.from(message!.payload.image.split(",")[1]!, "base64");
      expect(pngSize(png)).toEqual({ width: PHONE.width, height: PHONE.height });
      savePng("bridge-capture-phone", png);
      await phone.page.goto("/");
      await settled(phone.page);
      await screenshot(phone.page, "bridge-home-phone");
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it("reports page views, searches, dialogs and downloads, stored without the token or an address", async () => {
    await app.page.goto(`/seasonevent?season_id=${enc(SEASON)}`);
    await settled(app.page);
    await app.page.getByRole("button", { name: "Download Season Info" }).click();
    const dialog = app.page.getByRole("dialog", { name: "Download Season Info" });
    await saved(app.page, () => dialog.getByRole("button", { name: "Download", exact: true }).click());
    await app.page.getByLabel("Search category").selectOption({ label: "Team" });
    await app.page.locator("search input").fill("e2e one, e2e two, e2e three, e2e four");
    await app.page.keyboard.press("Enter");
    await settled(app.page);

    const rows = await storedEvents(
      startedAt,
      (row) => row.name === "search" && row.category === "team" && row.term_count === 4,
      15_000,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "page_view", route: "seasonEvent" }),
        expect.objectContaining({ name: "page_view", route: "teamList" }),
        expect.objectContaining({ name: "dialog_open", title: "Download Season Info" }),
        expect.objectContaining({ name: "download", download_kind: "csv", table_id: "season_info" }),
        expect.objectContaining({ name: "search", category: "team", term_count: 4 }),
      ]),
    );
    // The terms themselves are not reported; no row holds the token or an address.
    expect(JSON.stringify(rows)).not.toContain("e2e one");
    const everything = await storedEvents(0, () => true, 0);
    expect(JSON.stringify(everything)).not.toContain(TOKEN);
    expect(JSON.stringify(everything)).not.toContain("127.0.0.1");
    expect(Object.keys(everything[0] ?? {}).sort()).toEqual(
      [
        "category",
        "download_kind",
        "name",
        "received_at",
        "received_day",
        "route",
        "table_id",
        "term_count",
        "title",
      ].sort(),
    );

    // Nothing the page sent after loading carried the token: no API call, no analytics batch, no asset.
    const analytics = sent.filter((r) => r.url.endsWith("/api/match_stats/analytics_events"));
    expect(analytics.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.url).not.toContain(TOKEN);
      expect(request.body).not.toContain(TOKEN);
    }
    for (const request of sent.filter((r) => r.api)) expect(request.headers).not.toContain(TOKEN);
  });

  it("reports a comparison of two rows, by the table compared", async () => {
    const since = Math.floor(Date.now() / 1000);
    await app.page.goto(`/matchdetail?match_id=${enc([10000001])}`);
    await settled(app.page);
    await app.page.getByRole("button", { name: "VS" }).click();
    await app.page.locator("tbody tr[aria-selected]").nth(0).click();
    await app.page.locator("tbody tr[aria-selected]").nth(1).click();
    await app.page.getByRole("button", { name: "Confirm" }).click();
    await app.page.getByRole("dialog", { name: "Compare" }).waitFor();
    const rows = await storedEvents(since, (row) => row.name === "compare", 15_000);
    expect(rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "compare", table_id: "match_teams" })]),
    );
    await app.page.keyboard.press("Escape");
  });

  it("sends what waits when the page is left, without waiting for the batch's few seconds", async () => {
    const since = Math.floor(Date.now() / 1000);
    await app.page.goto("/");
    await settled(app.page);
    await app.page.getByLabel("Search category").selectOption({ label: "Event" });
    await app.page.locator("search input").fill("a,b,c,d,e,f,g");
    await app.page.keyboard.press("Enter");
    await app.page.goto("/season?search=cup");
    const rows = await storedEvents(since, (row) => row.name === "search" && row.term_count === 7, 3000);
    expect(rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "search", category: "event", term_count: 7 })]),
    );
  });
});
