/** The header's language switcher: the choice applies at once and lasts for the session. */
import { useId } from "react";
import { keepLanguage } from "../session/session-keys.ts";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { setLocale, useT } from "./i18n.ts";
import { LOCALE_NAMES, LOCALES, type Locale } from "./locales.ts";

/** What a phone's narrow header shows of the language chosen; the list still names each in full. */
const SHORT: Readonly<Record<Locale, string>> = { en: "EN", "pt-BR": "PT", id: "ID", th: "TH" };

import "./language-switcher.css";

export function LanguageSwitcher() {
  const { t, locale } = useT();
  const id = useId();
  const choose = (next: Locale) => {
    keepLanguage(next);
    void setLocale(next);
  };
  return (
    <div className="language-switcher">
      <label className="visually-hidden" htmlFor={id}>
        {t("shell.language")}
      </label>
      <select id={id} value={locale} onChange={(event) => choose(event.target.value as Locale)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
      <span className="language-short" aria-hidden="true">
        {SHORT[locale]}
      </span>
      <ChevronDownIcon />
    </div>
  );
}
