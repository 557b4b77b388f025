/**
 * The language a visit starts in: the page query's (kept for the session), else the first of the
 * browser's that the site speaks, else English. main.tsx awaits it, so the first paint is in that language.
 */
import { sessionKeys } from "../session/session-keys.ts";
import { setLocale } from "./i18n.ts";
import { pickLocale } from "./locales.ts";

export const startLocale = (): Promise<void> =>
  setLocale(pickLocale([sessionKeys().language, ...navigator.languages]));
