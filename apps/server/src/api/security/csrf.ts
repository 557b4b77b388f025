/**
 * CSRF (docs/contract.md): every page load sets a server-signed random `csrftoken` cookie; every POST must
 * echo it in `X-CSRFToken`, carry a cookie the server signed, and not come from another site.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../answers/errors.ts";

export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";

const mac = (secret: string, nonce: string) =>
  createHmac("sha256", `csrf:${secret}`).update(nonce).digest("base64url");

export const issueToken = (secret: string): string => {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${mac(secret, nonce)}`;
};

/** Tokens already verified, so a client's every request does not pay for the HMAC again. */
const verified = new Set<string>();
const MAX_VERIFIED = 50_000;

export function tokenIsValid(secret: string, token: string | undefined): boolean {
  if (!token) return false;
  if (verified.has(`${secret}\n${token}`)) return true;
  const [nonce, given, extra] = token.split(".");
  if (!nonce || !given || extra !== undefined) return false;
  const expected = Buffer.from(mac(secret, nonce));
  const actual = Buffer.from(given);
  const valid = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (valid) {
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.add(`${secret}\n${token}`);
  }
  return valid;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Sets a fresh token on a page load that does not already carry a valid one. */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  if (tokenIsValid(secret, readCookie(request.headers.cookie, CSRF_COOKIE))) return;
  const secure = request.protocol === "https" ? "; Secure" : "";
  reply.header("set-cookie", `${CSRF_COOKIE}=${issueToken(secret)}; Path=/; SameSite=Lax${secure}`);
}

/** Scheme and host both: a page served over plain HTTP is another origin than the site over HTTPS. */
const sameOrigin = (origin: string, host: string | undefined, protocol: string): boolean => {
  try {
    const url = new URL(origin);
    return url.host === host && url.protocol === `${protocol}:`;
  } catch {
    return false;
  }
};

/** `protocol`: the scheme the client used, as a trusted proxy says (`http` or `https`). */
export function checkCsrf(headers: IncomingHttpHeaders, secret: string, protocol: string): void {
  const site = headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") {
    throw new ApiError("CSRF_FAILED", "Cross-site requests are not allowed");
  }
  const origin = headers.origin;
  if (origin !== undefined && !sameOrigin(origin, headers.host, protocol)) {
    throw new ApiError("CSRF_FAILED", "Cross-site requests are not allowed");
  }
  const cookie = readCookie(headers.cookie, CSRF_COOKIE);
  const header = headers[CSRF_HEADER];
  if (typeof header !== "string" || !cookie || header !== cookie || !tokenIsValid(secret, cookie)) {
    throw new ApiError("CSRF_FAILED");
  }
}
