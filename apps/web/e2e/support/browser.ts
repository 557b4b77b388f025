/**
 * Headless Chromium (Debian's package, driven by playwright-core) for the end-to-end suites. Every page
 * records its console errors, failed requests and uncaught exceptions so a suite can assert there were none.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "@match-stats/server/config";
import { type Browser, chromium, type Page, type Request } from "playwright-core";

/** The Chromium `npm test` found, or "off" (the suites are skipped and the run says so). */
export const CHROMIUM = process.env.MATCH_STATS_BROWSER ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const browserAvailable = CHROMIUM !== "off";

/** Where screenshots go, to be looked at after a run. */
export const SCREENS = join(REPO_ROOT, ".tmp/screens");

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 360, height: 640 } as const;

export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });

export interface WatchedPage {
  readonly page: Page;
  /** Console errors, uncaught exceptions and failed requests seen so far. */
  readonly problems: string[];
  close(): Promise<void>;
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`exception: ${error.message}`));
  const traffic = { running: 0, last: Date.now() };
  TRAFFIC.set(page, traffic);
  page.on("request", (request) => {
    if (!awaited(request)) return;
    traffic.running += 1;
    traffic.last = Date.now();
  });
  const ended = (request: Request) => {
    if (!awaited(request)) return;
    traffic.running = Math.max(0, traffic.running - 1);
    traffic.last = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  page.on("requestfailed", (request) => {
    // A download's request ends as "aborted" once the file is handed over; that is not a fault.
    if (request.failure()?.errorText !== "net::ERR_ABORTED")
      problems.push(`request failed: ${request.url()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** A full-page screenshot in .tmp/screens, named for what it shows. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  // Shown as it rests: dialogs expanded, toasts in (the spinner's endless turn aside).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished),
    ),
  );
  // A modal dialog covers the viewport: the page beyond it is not what the visitor sees.
  const dialogOpen = await page.locator("dialog[open]").count();
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: dialogOpen === 0 });
}

/**
 * Whether a screen waits on the request. Analytics batches go out with `keepalive`, fire and forget, and
 * Chromium never reports their end, so counting them would hold every wait to its deadline.
 */
const awaited = (request: Request): boolean => !request.url().endsWith("/api/match_stats/analytics_events");

/** Requests in flight per page, and when the last one started or ended. */
const TRAFFIC = new WeakMap<Page, { running: number; last: number }>();
/** How long the network must stay quiet: a click's screen module and data requests start within it. */
const QUIET_MS = 250;

/**
 * Waits until no request has run for a moment and the loading bar is gone. (Playwright's
 * "networkidle" is a state of the document's load, so it does not wait for a screen the router opens.)
 */
export async function settled(page: Page): Promise<void> {
  const traffic = TRAFFIC.get(page);
  const deadline = Date.now() + 15_000;
  while (traffic && (traffic.running > 0 || Date.now() - traffic.last < QUIET_MS) && Date.now() < deadline) {
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => !document.querySelector(".loading-bar.is-busy"));
}
