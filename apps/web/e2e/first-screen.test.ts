/**
 * The first screen (home) loads only its own code: no route loaders and no shared screen blocks, which
 * other screens need (and which once made home's first paint wait for some twenty chunks).
 */

import { describe, expect, it } from "vitest";
import { browserAvailable, openPage, settled } from "./support/browser.ts";
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
});
