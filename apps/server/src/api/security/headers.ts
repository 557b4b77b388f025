/** Security headers on every answer (the app's pages, its assets and the API). */
import type { FastifyInstance } from "fastify";

/**
 * Images come from this site and from the logo hosts only (LOGO_HOSTS), so an ingested logo URL cannot
 * make visitors' browsers call another host. data: and blob: are the screen capture's own images.
 */
const contentSecurityPolicy = (logoHosts: readonly string[]): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...logoHosts].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

export const securityHeaders = (logoHosts: readonly string[]): Record<string, string> => ({
  "content-security-policy": contentSecurityPolicy(logoHosts),
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  // Only the origin, never the path and query: a session's access token in the first address (removed by
  // the app as it starts) must not travel in the Referer of the page's first requests.
  "referrer-policy": "strict-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
});

/** A year; not includeSubDomains, which would bind hosts this site does not run. */
const HSTS = "max-age=31536000";

/** The headers of an answer over a protocol, built once: Strict-Transport-Security only over HTTPS. */
export type SecurityHeaders = (protocol: string) => Readonly<Record<string, string>>;

export function securityHeadersFor(logoHosts: readonly string[]): SecurityHeaders {
  const plain = securityHeaders(logoHosts);
  // Only over HTTPS (as a trusted proxy reports it): browsers ignore the header over plain HTTP.
  const secure = { ...plain, "strict-transport-security": HSTS };
  return (protocol) => (protocol === "https" ? secure : plain);
}

export function addSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers(request.protocol));
    done();
  });
}
