/**
 * Web benchmark: a pasted team-match link (teamMatchData) opened in a cold browser, timed from the start of
 * navigation to the first frame that shows a table row with data. The real server (`npm start`) serves the
 * scale-1 demo database on SQLite; every run is a new browser context, so nothing is cached.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeDemo } from "@match-stats/server/demo/write";
import { chromium } from "playwright-core";
import { ROUTE_SAMPLES } from "../apps/web/e2e/support/routes.ts";
import { loadDemoDatabase, startDemoServer } from "./demo-database.ts";

const RUNS = 7;
const LINK = ROUTE_SAMPLES.teamMatchData;
/** The server's first answers warm its caches and compiled code: the first opening is not counted. */
const WARM_UP_RUNS = 1;

/** Set in the page: when the first frame with a data row ran, in ms since navigation started. */
interface Marked {
  firstRowMs?: number;
}

/**
 * Checks every frame from the document's start: the first one holding a data row is the one painted. (Page
 * code, as text: this file is typed for Node, without the DOM.)
 */
const WATCH_FIRST_ROW = `
  const frame = () => {
    if (document.querySelector("tbody tr:not(.data-table-spacer):not(.data-table-empty)")) {
      globalThis.firstRowMs = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

/** The median time to the first data row of `RUNS` cold openings of the link. */
export async function pastedLinkPaint(chromiumPath: string): Promise<{ medianMs: number; runs: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), "match-stats-bench-link-"));
  const { database } = await loadDemoDatabase("sqlite", await writeDemo(dir, { scale: 1 }));
  const server = await startDemoServer(database.url);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const runs: number[] = [];
  try {
    for (let run = 0; run < WARM_UP_RUNS + RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(WATCH_FIRST_ROW);
      await page.goto(`${server.url}${LINK}`);
      const handle = await page.waitForFunction(() => (globalThis as Marked).firstRowMs, undefined, {
        timeout: 30_000,
      });
      const ms = (await handle.jsonValue()) as number;
      if (run >= WARM_UP_RUNS) runs.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { medianMs: [...runs].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN, runs };
}
