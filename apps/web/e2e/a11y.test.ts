/**
 * Every route for every visitor: axe-core finds nothing serious or critical on any screen, on a
 * desktop and on a 360 x 640 phone; on the phone nothing scrolls the page sideways and every control is a
 * touch target of at least 44 px.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_PATHS, type RouteName } from "../src/app/route-table.ts";
import { seriousFindings } from "./support/axe.ts";
import {
  browserAvailable,
  openPage,
  PHONE,
  screenshot,
  settled,
  type WatchedPage,
} from "./support/browser.ts";
import { ROUTE_SAMPLES } from "./support/routes.ts";
import { browserSuite } from "./support/suite.ts";

/** Visible controls smaller than a 44 px touch target, named by their text or label. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, a[href], select, input, [role=tab], [tabindex='0']")]
      .filter((element) => element.offsetParent !== null && !element.closest("[inert], [hidden]"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      // A scrolling table region is a focus target, not a touch one; its rows are 54 px high. A chart's
      // points are the keyboard's stops: a finger touches anywhere on the plot instead.
      .filter(({ element }) => !element.classList.contains("data-table") && !element.closest(".chart-svg"))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );

const ROUTES = Object.keys(ROUTE_PATHS) as RouteName[];

describe.skipIf(!browserAvailable)("every route, for every visitor", () => {
  const s = browserSuite();

  it.each(ROUTES)("%s has no serious or critical accessibility finding", async (route) => {
    const { page } = s.tab;
    await page.goto(ROUTE_SAMPLES[route]);
    await settled(page);
    expect(new URL(page.url()).pathname).toBe(ROUTE_PATHS[route]);
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBeGreaterThan(0);
    expect(await seriousFindings(page)).toEqual([]);
  });

  it("keeps dialogs free of serious findings too", async () => {
    const { page } = s.tab;
    await page.goto(ROUTE_SAMPLES.matchDetail);
    await settled(page);
    for (const name of ["Weapon", "Skill", "Item"]) {
      await page.getByRole("button", { name, exact: true }).click();
      await settled(page);
      expect({ name, findings: await seriousFindings(page) }).toEqual({ name, findings: [] });
      await page.keyboard.press("Escape");
    }
    await page
      .getByRole("button", { name: /^Download / })
      .first()
      .click();
    expect(await seriousFindings(page)).toEqual([]);
    await page.keyboard.press("Escape");
  });

  // One test per route: a failure names its screen, and each screen has a test's time of its own.
  describe("on a 360 px phone", () => {
    let phone: WatchedPage;
    beforeAll(async () => {
      phone = await openPage(s.browser, s.site.url, PHONE);
    });
    afterAll(async () => phone.close());

    it.each(ROUTES)(
      "fits %s on the screen, with 44 px touch targets and no serious finding",
      async (route) => {
        await phone.page.goto(ROUTE_SAMPLES[route]);
        await settled(phone.page);
        await screenshot(phone.page, `phone-${route}`);
        const overflow = await phone.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        const findings = (await seriousFindings(phone.page)).map((f) => `${f.id} ${f.targets.join(" ")}`);
        expect({ overflow, small: await smallTargets(phone.page), findings }).toEqual({
          overflow: 0,
          small: [],
          findings: [],
        });
        expect(phone.problems).toEqual([]);
      },
    );
  });
});
