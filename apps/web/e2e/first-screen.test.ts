/**
 * The first screen (home) loads only its own code: no route loaders and no shared screen blocks, which
 * other screens need (and which once made home's first paint wait for some twenty chunks). A pasted link's
 * page names all of its screen's code up front, so none of it waits for the entry to run first, in a few
 * files: on a phone's connection each file is a round trip, and browsers open six at a time (the season
 * page's 47 files of code and style put its first paint at 3.2 s in Lighthouse's mobile run).
 */

/**
 * The most files of code and style a pasted season, team or eight-match link may fetch (9, 12 and 10 now;
 * 20, 25 and 24 before the entry's shared code and the styles were each put in one file).
 */
const MAX_CODE_FILES = 14;

import { describe, expect, it } from "vitest";
import { browserAvailable, openPage, settled } from "./support/browser.ts";
import { ROUTE_SAMPLES } from "./support/routes.ts";
import { browserSuite } from "./support/suite.ts";

describe.skipIf(!browserAvailable)("the first screen", () => {
  const s = browserSuite();

  it("fetches no loaders or screen blocks on home", async () => {
    const fresh = await openPage(s.browser, s.site.url);
    try {
      const scripts: string[] = [];
      fresh.page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await fresh.page.goto("/");
      await settled(fresh.page);
      expect(scripts.filter((path) => /\/assets\/(loaders|blocks)-/.test(path))).toEqual([]);
      expect(fresh.problems).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("announces every script and style of a pasted link's screen in its page, a few files in all", async () => {
    for (const path of [ROUTE_SAMPLES.seasonEvent, ROUTE_SAMPLES.matchDetail, ROUTE_SAMPLES.teamData]) {
      const fresh = await openPage(s.browser, s.site.url);
      try {
        const fetched: string[] = [];
        fresh.page.on("request", (request) => {
          if (/^(script|stylesheet)$/.test(request.resourceType()))
            fetched.push(new URL(request.url()).pathname);
        });
        const served = await fresh.page.goto(path);
        await settled(fresh.page);
        // The page as served, not the document: the app adds links of its own as it loads chunks.
        const html = (await served?.text()) ?? "";
        const announced = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
        expect(
          fetched.filter((file) => !announced.includes(file)),
          path,
        ).toEqual([]);
        expect(new Set(fetched).size, `${path}: ${fetched.join(" ")}`).toBeLessThanOrEqual(MAX_CODE_FILES);
        for (const file of announced) {
          expect((await fresh.page.request.get(file ?? "")).status(), `${path}: ${file}`).toBe(200);
        }
        expect(fresh.problems).toEqual([]);
      } finally {
        await fresh.close();
      }
    }
  });
});
