/**
 * The session keys a page address may carry (docs/spec.md sections 1 and 6): an access token, a language and a
 * region, as the game app opens the site. They are kept in sessionStorage for the session, for later use.
 * The token leaves the address bar as soon as it is read, so it is not copied, shared, bookmarked or seen
 * by the router; nothing of ours sends it anywhere.
 */

/** The query parameter of each key (README, "Session keys"). */
export const SESSION_PARAMS = {
  accessToken: "access_token",
  language: "lang",
  region: "region",
} as const;

type KeyName = keyof typeof SESSION_PARAMS;
export type SessionKeys = { readonly [K in KeyName]: string | null };

const STORAGE_PREFIX = "match-stats.session.";

/** What a value must look like to be kept; anything else is ignored. */
const VALID: Record<KeyName, RegExp> = {
  // Opaque to us: any printable text of a sane length.
  accessToken: /^[\x21-\x7e]{1,4096}$/,
  // A language tag as apps write it: en, pt-BR, zh_CN.
  language: /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/,
  region: /^[A-Za-z0-9_-]{1,16}$/,
};

const NAMES = Object.keys(SESSION_PARAMS) as KeyName[];

export interface SessionPage {
  readonly location: Pick<Location, "pathname" | "search" | "hash">;
  readonly history: Pick<History, "state" | "replaceState">;
  /** null where the browser gives no storage (a webview with DOM storage off). */
  readonly storage: Pick<Storage, "getItem" | "setItem"> | null;
}

/** Values kept when the page has no usable storage: they last until the page reloads. */
const memory = new Map<KeyName, string>();

function store(storage: SessionPage["storage"], name: KeyName, value: string): void {
  try {
    if (storage) {
      storage.setItem(STORAGE_PREFIX + name, value);
      return;
    }
  } catch {
    // Storage refused (private mode, quota): kept in memory instead.
  }
  memory.set(name, value);
}

function stored(storage: SessionPage["storage"], name: KeyName): string | null {
  try {
    if (storage) return storage.getItem(STORAGE_PREFIX + name) ?? memory.get(name) ?? null;
  } catch {
    // As in store().
  }
  return memory.get(name) ?? null;
}

/**
 * Reads the keys from the address into storage (a key in the address replaces the stored one) and takes
 * the token out of the address, keeping the path, the rest of the query and the hash. Runs once, before the
 * router reads the address.
 */
export function takeSessionKeys(page: SessionPage): void {
  const query = new URLSearchParams(page.location.search);
  for (const name of NAMES) {
    const value = query.get(SESSION_PARAMS[name])?.trim();
    if (value && VALID[name].test(value)) store(page.storage, name, value);
  }
  if (!query.has(SESSION_PARAMS.accessToken)) return;
  query.delete(SESSION_PARAMS.accessToken);
  const rest = query.toString();
  page.history.replaceState(
    page.history.state,
    "",
    `${page.location.pathname}${rest ? `?${rest}` : ""}${page.location.hash}`,
  );
}

/** The keys of the visitor's session; null for a key never given. */
export function sessionKeys(storage: SessionPage["storage"] = browserStorage()): SessionKeys {
  return {
    accessToken: stored(storage, "accessToken"),
    language: stored(storage, "language"),
    region: stored(storage, "region"),
  };
}

/** The language the visitor chose in the header: it stays for the rest of the session. */
export function keepLanguage(language: string, storage: SessionPage["storage"] = browserStorage()): void {
  store(storage, "language", language);
}

export function browserStorage(): SessionPage["storage"] {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
