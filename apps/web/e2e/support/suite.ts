/**
 * What every browser suite starts with: the real server on the demo data, Chromium, and one desktop page
 * whose console must stay free of errors for the whole suite.
 */

import type { ApiServer } from "@match-stats/server/test-support/api-server";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launch, openPage, type WatchedPage } from "./browser.ts";
import { startSite } from "./site.ts";

export interface BrowserSuite {
  site: ApiServer;
  browser: Browser;
  /** The suite's desktop page. */
  tab: WatchedPage;
}

/** Call inside a `describe`: the fields are set before its tests run. */
export function browserSuite(): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    [suite.site, suite.browser] = await Promise.all([startSite(), launch()]);
    suite.tab = await openPage(suite.browser, suite.site.url);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
    expect(suite.tab?.problems).toEqual([]);
  });
  return suite;
}
