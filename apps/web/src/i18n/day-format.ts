/**
 * How each language writes a day with its short month name: what `Intl.DateTimeFormat(locale, { day:
 * "numeric", month: "short", year: "numeric", timeZone: "UTC" })` writes (CLDR 48), checked day by day in
 * day-format.test.ts. Written out because a page's first Intl.DateTimeFormat costs Chromium 30 to 40 ms of
 * loading locale data, four times that at a phone's speed, on every screen with a chart or a date
 * (docs/performance.md, "The browser"). Days are proleptic Gregorian, as the site's other times are.
 */
import type { Locale } from "./locales.ts";

interface DayWriting {
  readonly months: readonly string[];
  readonly withYear: (day: number, month: string, year: number) => string;
  readonly withoutYear: (day: number, month: string) => string;
}

const DAY_WRITING: Readonly<Record<Locale, DayWriting>> = {
  en: {
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    withYear: (day, month, year) => `${month} ${day}, ${year}`,
    withoutYear: (day, month) => `${month} ${day}`,
  },
  "pt-BR": {
    months: ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."],
    withYear: (day, month, year) => `${day} de ${month} de ${year}`,
    withoutYear: (day, month) => `${day} de ${month}`,
  },
  id: {
    months: ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"],
    withYear: (day, month, year) => `${day} ${month} ${year}`,
    withoutYear: (day, month) => `${day} ${month}`,
  },
  th: {
    months: ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."],
    // The Thai calendar counts years of the Buddhist era, 543 ahead.
    withYear: (day, month, year) => `${day} ${month} ${year + 543}`,
    withoutYear: (day, month) => `${day} ${month}`,
  },
};

/** A unix time's day in UTC, as the language writes it, with or without the year. */
export function writeDay(unixSeconds: number, withYear: boolean, locale: Locale): string {
  const date = new Date(unixSeconds * 1000);
  const writing = DAY_WRITING[locale];
  const month = writing.months[date.getUTCMonth()] ?? "";
  return withYear
    ? writing.withYear(date.getUTCDate(), month, date.getUTCFullYear())
    : writing.withoutYear(date.getUTCDate(), month);
}
