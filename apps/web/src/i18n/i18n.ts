/**
 * The one way visible text is written: `t(key, params)` for the app's own messages and
 * `label(text)` for the catalogue's column and table labels, in the visitor's language. English is built
 * in; the other languages load on demand, so visitors pay only for their own. Components read text
 * through `useT`, which re-renders them when the language changes.
 */
import { createStore, useStore } from "../ui/store.ts";
import { writeDay } from "./day-format.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { type Dictionary, EN, type MessageKey } from "./messages/en.ts";

export type { MessageKey } from "./messages/en.ts";

type Params = Readonly<Record<string, string | number>>;

const LOADERS: Readonly<Record<Exclude<Locale, "en">, () => Promise<Dictionary>>> = {
  "pt-BR": () => import("./messages/pt-BR.ts").then((m) => m.PT_BR),
  id: () => import("./messages/id.ts").then((m) => m.ID),
  th: () => import("./messages/th.ts").then((m) => m.TH),
};

const state = createStore<{ readonly locale: Locale; readonly dictionary: Dictionary }>({
  locale: DEFAULT_LOCALE,
  dictionary: EN,
});

export const loadDictionary = (locale: Locale): Promise<Dictionary> =>
  locale === "en" ? Promise.resolve(EN) : LOADERS[locale]();

/** Switches the language once its messages are loaded; the page's `lang` follows for screen readers. */
export async function setLocale(locale: Locale): Promise<void> {
  const dictionary = await loadDictionary(locale);
  document.documentElement.lang = locale;
  state.set({ locale, dictionary });
}

/** `{name}` in a message takes the param of that name. */
export function t(key: MessageKey, params?: Params): string {
  const text = state.get().dictionary.messages[key];
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : text;
}

/** A label of the column catalogue (English there, as CSV headers keep it) in the visitor's language. */
export const label = (english: string): string => state.get().dictionary.labels[english] ?? english;

export const useLocale = (): Locale => useStore(state).locale;

/** The text functions, for a component that must re-render in a new language. */
export function useT(): { t: typeof t; label: typeof label; locale: Locale } {
  return { t, label, locale: useLocale() };
}

/**
 * A day in the visitor's language ("Nov 24, 2026", "24 de nov. de 2026"; "Nov 24" without the year, for an
 * axis), in UTC as every time on the site.
 */
export const formatDay = (
  unixSeconds: number,
  withYear = true,
  locale: Locale = state.get().locale,
): string => writeDay(unixSeconds, withYear, locale);
