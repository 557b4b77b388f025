/**
 * Identifiers in the address (docs/spec.md section 2): each value base64-encoded, then URL-encoded, so a link
 * copied from the address bar opens the same screen. Lists travel as one comma-separated value.
 */
import { MAX_ID, NO_ID } from "@match-stats/contract/id-limits";

/** Query keys that are plain text, not identifiers: the search terms and the Total/Average choice. */
const PLAIN_KEYS = new Set(["search", "type"]);

export type QueryValue = string | number | readonly (string | number)[];
export type RouteQuery = Readonly<Record<string, QueryValue | undefined>>;

/**
 * Why a value of the address cannot be read: absent, not this site's encoding, not an id, more ids than
 * the screen takes, or one id given twice where two different ones are needed.
 */
export type BadLinkReason = "missing" | "encoding" | "value" | "count" | "same";

/** A value of the address that cannot be read: the screen says which one instead of going blank. */
export class BadLinkError extends Error {
  readonly key: string;
  readonly reason: BadLinkReason;
  /** The decoded text that is not an id. */
  readonly value: string;
  constructor(key: string, reason: BadLinkReason, value = "") {
    super(`The link is not valid: ${key} (${reason}) ${value}`.trim());
    this.name = "BadLinkError";
    this.key = key;
    this.reason = reason;
    this.value = value;
  }
}

const text = (value: QueryValue): string => (Array.isArray(value) ? value.join(",") : String(value));

/** The query string of a route: identifiers encoded, keys in the order given, empty values left out. */
export function encodeQuery(query: RouteQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || text(value) === "") continue;
    params.set(key, PLAIN_KEYS.has(key) ? text(value) : btoa(text(value)));
  }
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

/**
 * Ids as a person types them into an address (`season_id=1001`, `teamplayer_id=1000001_1`). The site's own
 * base64 never looks like this: it starts with a letter, as the base64 of a digit or `-` does.
 */
const PLAIN_IDS = /^-?\d+(_\d+)?(,-?\d+(_\d+)?)*$/;
/** What the site encodes: ids, team-player ids and lists of them, all printable ASCII. */
const PRINTABLE = /^[\x20-\x7e]*$/;

/**
 * The decoded text of an identifier value, or undefined when the key is absent. A plain decimal id is taken
 * as it is; a value that is neither that nor the site's base64 of printable text is not a link of this site.
 */
function decoded(params: URLSearchParams, key: string): string | undefined {
  const raw = params.get(key);
  if (raw === null || raw === "") return undefined;
  if (PLAIN_IDS.test(raw)) return raw;
  let text: string;
  try {
    text = atob(raw);
  } catch {
    throw new BadLinkError(key, "encoding");
  }
  if (!PRINTABLE.test(text)) throw new BadLinkError(key, "encoding");
  return text;
}

const INTEGER = /^-?\d{1,15}$/;

/**
 * An id as the API takes it, 1 to MAX_ID, or -1 where `none` allows it: anything else (`team_id=-5`) is a
 * link the screen refuses at once, rather than a call the server would refuse.
 */
const toId = (key: string, value: string, none: boolean): number => {
  const n = Number(value.trim());
  const valid = INTEGER.test(value.trim()) && ((n >= 1 && n <= MAX_ID) || (none && n === NO_ID));
  if (!valid) throw new BadLinkError(key, "value", value);
  return n;
};

const readList = (params: URLSearchParams, key: string, none: boolean): number[] => {
  const value = decoded(params, key);
  if (value === undefined) return [];
  return value.split(",").map((part) => toId(key, part, none));
};

/** A list of integer ids; an absent key is an empty list. */
export const readIds = (params: URLSearchParams, key: string): number[] => readList(params, key, false);

/** The games of a `single_match_id` list: -1 is the whole match (docs/spec.md section 3), so it is left out. */
export const readGameIds = (params: URLSearchParams): number[] =>
  readList(params, "single_match_id", true).filter((id) => id !== NO_ID);

/** One integer id; `required` refuses an absent key. */
export function readId(params: URLSearchParams, key: string, required: true): number;
export function readId(params: URLSearchParams, key: string, required?: false): number | undefined;
export function readId(params: URLSearchParams, key: string, required = false): number | undefined {
  const value = decoded(params, key);
  if (value === undefined) {
    if (required) throw new BadLinkError(key, "missing");
    return undefined;
  }
  // A required id names something; an optional one may be -1, "none".
  return toId(key, value, !required);
}

const TEXT_ID = /^[\w-]{1,64}$/;

/** A text id (a team-player id such as `1000001_1`). */
export function readTextId(params: URLSearchParams, key: string, required: true): string;
export function readTextId(params: URLSearchParams, key: string, required?: false): string | undefined;
export function readTextId(params: URLSearchParams, key: string, required = false): string | undefined {
  const value = decoded(params, key);
  if (value === undefined && required) throw new BadLinkError(key, "missing");
  if (value !== undefined && !TEXT_ID.test(value)) throw new BadLinkError(key, "value", value);
  return value;
}

/** A list of text ids (a team's team-players); an absent key is an empty list. */
export function readTextIds(params: URLSearchParams, key: string): string[] {
  const value = decoded(params, key);
  if (value === undefined) return [];
  return value.split(",").map((part) => {
    if (!TEXT_ID.test(part)) throw new BadLinkError(key, "value", part);
    return part;
  });
}
