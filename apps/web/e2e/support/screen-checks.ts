/**
 * What the browser suites look for on a screen: a titled block by its name, and on a 360 px phone a page
 * that does not scroll sideways and dialogs as wide as the screen (docs/spec.md section 9).
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { openPage, PHONE, screenshot, settled } from "./browser.ts";
import type { BrowserSuite } from "./suite.ts";

/** Opens an address and waits until its screen has settled. */
export async function visit(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await settled(page);
}

/** Goes back with the screen's Back button once per path, checking the screen each step reaches. */
export async function expectBackThrough(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.getByRole("button", { name: "Back" }).click();
    await settled(page);
    expect(new URL(page.url()).pathname).toBe(path);
  }
}

/** A panel of the screen (an info block, a list) by its title. */
export const region = (page: Page, name: string): Locator => page.getByRole("region", { name, exact: true });

/** The name of the tab chosen among a block's tabs. */
export const selectedTab = (block: Locator): Promise<string> =>
  block.getByRole("tab", { selected: true }).innerText();

/** A screen to check on a phone: the screenshot's name and the address. */
type PhoneScreen = readonly [name: string, address: string];

/**
 * Opens each screen on a phone-sized page of the suite's site and checks it as `expectFitsWidth` does, then
 * runs `more` on the last one; the page's console must stay free of errors throughout.
 */
export async function onPhone(
  suite: BrowserSuite,
  screens: readonly PhoneScreen[],
  more?: (page: Page) => Promise<void>,
): Promise<void> {
  const phone = await openPage(suite.browser, suite.site.url, PHONE);
  try {
    for (const [name, address] of screens) {
      await visit(phone.page, address);
      await expectFitsWidth(phone.page, name);
    }
    await more?.(phone.page);
    expect(phone.problems).toEqual([]);
  } finally {
    await phone.close();
  }
}

/** Screenshots the screen shown as `name` and checks that the page does not scroll sideways. */
export async function expectFitsWidth(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, name).toBeLessThanOrEqual(0);
}

/** Checks, once it has expanded, that a dialog spans the phone's whole width. */
export async function expectDialogFillsWidth(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(PHONE.width);
}
