/**
 * The languages of the site: English, and those of the game's largest esports audiences (Brazil,
 * Indonesia, Thailand). Each is named in itself, as a visitor looking for their own language reads it.
 */
export const LOCALES = ["en", "pt-BR", "id", "th"] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  "pt-BR": "Português (Brasil)",
  id: "Bahasa Indonesia",
  th: "ไทย",
};

export const DEFAULT_LOCALE: Locale = "en";

/** A language tag's primary subtag ("pt" of "pt-PT") picks its language; "in" is Indonesian's old code. */
const BY_LANGUAGE: Readonly<Record<string, Locale>> = { en: "en", pt: "pt-BR", id: "id", in: "id", th: "th" };

/** The first of the visitor's languages (the page query's, then the browser's) that the site speaks. */
export function pickLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const tag of candidates) {
    const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
    const locale = language ? BY_LANGUAGE[language] : undefined;
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
