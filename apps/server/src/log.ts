/**
 * The server's log: JSON lines by pino (Fastify's own logger) at LOG_LEVEL. One line per 5xx answer, with
 * the request id the client got in X-Request-Id, and one per refused start. No line per request: a load
 * balancer logs access already, and 600 calls a minute per visitor would bury the lines that matter.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import pino, { type DestinationStream } from "pino";
import { type Config, readConfig } from "./config.ts";

/** Where secrets could sit in a logged object: credentials, the CSRF token, signatures, session keys. */
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
  "*.signature",
  "*.access_token",
  "*.csrftoken",
];

export const createLogger = (level: Config["logLevel"], stream?: DestinationStream): FastifyBaseLogger =>
  pino({ level, redact: { paths: REDACT, censor: "[redacted]" } }, stream);

/** An id a client or proxy sends is kept when it is short and plain, so logs can be matched across hops. */
const SAFE_ID = /^[\w.:-]{1,64}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && SAFE_ID.test(given) ? given : randomUUID();
}

/**
 * The configuration, or one log line naming what is wrong and exit code 1 (no stack: it is no bug). The
 * line is written whatever LOG_LEVEL says, which may be the setting at fault.
 */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return readConfig(env);
  } catch (error) {
    createLogger("info", pino.destination({ dest: 2, sync: true })).fatal(
      `refusing to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
