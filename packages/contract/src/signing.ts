/**
 * The request signature of docs/contract.md, computed the same way by the web app and the server (Web Crypto,
 * present in browsers and in Node).
 */

/**
 * What a field name may hold. With `=` and `&` kept out of names the canonical text below reads back one
 * way only, so no other body shares a body's signature; the server refuses any other name before it checks one.
 */
export const FIELD_NAME = /^[a-z0-9_]+$/;

/** Every field but `signature`, keys sorted, each `key=JSON(value)`: the pieces of the canonical text. */
export function canonicalParts(body: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(body)
    .filter((key) => key !== "signature")
    .sort()
    .map((key) => `${key}=${JSON.stringify(body[key])}`);
}

/** The canonical text that is signed: the parts joined with `&`. */
export const canonicalBody = (body: Readonly<Record<string, unknown>>): string =>
  canonicalParts(body).join("&");

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The signature of a body sent to `path` (for example "/api/match_stats/search"). */
export function signature(
  path: string,
  body: Readonly<Record<string, unknown>>,
  secret: string,
): Promise<string> {
  return hmacHex(secret, `${path}\n${canonicalBody(body)}`);
}

/** A body ready to send: the fields, the current `timestamp` and its `signature`. */
export async function signBody<T extends Record<string, unknown>>(
  path: string,
  fields: T,
  secret: string,
  now: number = Math.floor(Date.now() / 1000),
): Promise<T & { timestamp: number; signature: string }> {
  const body = { ...fields, timestamp: now };
  return { ...body, signature: await signature(path, body, secret) };
}

/** The published development secret (docs/contract.md): the server's default, and the web app's when its page names none. */
export const DEV_SIGNING_SECRET = "match-stats-dev-secret";

/** Seconds a timestamp may differ from the server's clock. */
export const SIGNATURE_WINDOW_SECONDS = 300;
