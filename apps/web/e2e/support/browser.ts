/**
 * Headless Chromium (Debian's package, driven by playwright-core) for the end-to-end suites. Every page
 * records its console errors, failed requests and uncaught exceptions so a suite can assert there were none.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { REPO_ROOT } from "../../../server/src/config.ts";

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
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: true });
}

/** Waits until no request is running and the loading overlay is gone. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !document.querySelector(".loading-overlay.is-busy"));
}
