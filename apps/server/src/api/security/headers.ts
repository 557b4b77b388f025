/** Security headers on every answer (the app's pages, its assets and the API). */
import type { FastifyInstance } from "fastify";

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": CSP,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  // Only the origin, never the path and query: a session's access token in the first address (removed by
  // the app as it starts) must not travel in the Referer of the page's first requests.
  "referrer-policy": "strict-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

/** A year; not includeSubDomains, which would bind hosts this site does not run. */
const HSTS = "max-age=31536000";

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    // Only over HTTPS (as a trusted proxy reports it): browsers ignore the header over plain HTTP.
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
