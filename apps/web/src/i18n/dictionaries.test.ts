import {
  OVERALL_VIEW_LABELS,
  PLAYER_TYPE_LABELS,
  RECORDS,
  SKILL_KIND_LABELS,
  TABLES,
} from "@match-stats/stats";
import { describe, expect, it } from "vitest";
import { loadDictionary } from "./i18n.ts";
import { LOCALES } from "./locales.ts";
import { MESSAGES, type MessageKey } from "./messages/en.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const catalogueLabels = [
  ...new Set([
    ...TABLES.flatMap((table) => [table.title, ...table.columns.map((c) => c.label)]),
    ...Object.values(OVERALL_VIEW_LABELS),
    ...Object.values(SKILL_KIND_LABELS),
    ...Object.values(PLAYER_TYPE_LABELS),
    ...RECORDS.map((record) => record.label),
  ]),
];

describe.each(LOCALES.filter((locale) => locale !== "en"))("the %s dictionary", (locale) => {
  it("gives every message, with the same values put in as English", async () => {
    const { messages } = await loadDictionary(locale);
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(messages[key].trim(), key).not.toBe("");
      expect(placeholders(messages[key]), key).toEqual(placeholders(MESSAGES[key]));
    }
  });

  it("names every column and table of the catalogue in its own words", async () => {
    const { labels } = await loadDictionary(locale);
    const missing = catalogueLabels.filter((text) => !labels[text]?.trim());
    expect(missing).toEqual([]);
  });
});
