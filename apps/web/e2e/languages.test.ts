/**
 * Every language renders the home and match screens: the page's language follows the query or
 * the header's switcher, and no English text of the app and no message key is left on the screen.
 */
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadDictionary } from "../src/i18n/i18n.ts";
import { LOCALE_NAMES, type Locale } from "../src/i18n/locales.ts";
import { MESSAGES } from "../src/i18n/messages/en.ts";
import { browserAvailable, openPage, screenshot, settled } from "./support/browser.ts";
import { ROUTE_SAMPLES } from "./support/routes.ts";
import { browserSuite } from "./support/suite.ts";

const OTHERS: readonly Exclude<Locale, "en">[] = ["pt-BR", "id", "th"];
const KEY_LIKE = /^[a-z]+(?:\.[a-zA-Z]+)+$/;

/** The app's English texts that the language words differently, lower-cased as CSS may show them. */
async function englishLeftovers(locale: Locale): Promise<Set<string>> {
  const { messages, labels } = await loadDictionary(locale);
  const english = new Set<string>();
  for (const [key, text] of Object.entries(MESSAGES)) {
    const own = messages[key as keyof typeof MESSAGES];
    if (!text.includes("{") && own.toLowerCase() !== text.toLowerCase()) english.add(text.toLowerCase());
  }
  for (const [text, own] of Object.entries(labels))
    if (own.toLowerCase() !== text.toLowerCase()) english.add(text.toLowerCase());
  return english;
}

/** The screen's lines of text that are English left untranslated, or message keys. */
async function untranslated(browser: Browser, url: string, path: string, locale: Locale) {
  const tab = await openPage(browser, url);
  await tab.page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${locale}`);
  await settled(tab.page);
  const lang = await tab.page.evaluate(() => document.documentElement.lang);
  const lines = (await tab.page.locator("body").innerText()).split("\n").map((line) => line.trim());
  const english = await englishLeftovers(locale);
  const left = lines.filter((line) => KEY_LIKE.test(line) || english.has(line.toLowerCase()));
  await screenshot(tab.page, `language-${locale}-${new URL(tab.page.url()).pathname.replaceAll("/", "_")}`);
  expect(tab.problems).toEqual([]);
  await tab.close();
  return { lang, left };
}

describe.skipIf(!browserAvailable)("languages", () => {
  const s = browserSuite();

  it.each(OTHERS)("renders the home and match screens in %s with nothing left in English", async (locale) => {
    for (const path of ["/", ROUTE_SAMPLES.matchDetail]) {
      const { lang, left } = await untranslated(s.browser, s.site.url, path, locale);
      expect({ path, lang, left }).toEqual({ path, lang: locale, left: [] });
    }
  });

  it.each(Object.entries(ROUTE_SAMPLES))("leaves no English on %s in Thai", async (_route, path) => {
    expect((await untranslated(s.browser, s.site.url, path, "th")).left).toEqual([]);
  });

  it("switches language from the header and keeps it for the session", async () => {
    const { page } = s.tab;
    await page.goto(ROUTE_SAMPLES.matchDetail);
    await settled(page);
    await expect(page.getByRole("button", { name: "Overall" }).count()).resolves.toBe(1);
    await page.getByLabel("Language").selectOption({ label: LOCALE_NAMES["pt-BR"] });
    await page.getByRole("button", { name: "Geral" }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("pt-BR");
    // Another screen of the same visit, opened from the address bar, keeps the choice.
    await page.goto("/");
    await settled(page);
    await expect(page.locator("search input").getAttribute("placeholder")).resolves.toBe(
      "ID/ Nome da partida",
    );
    await page.getByLabel("Idioma").selectOption({ label: LOCALE_NAMES.en });
    await page.getByRole("combobox", { name: "Search Match" }).waitFor();
  });
});
