/**
 * Which database errors mean "the database cannot be reached right now" (it is restarting, failing over,
 * stopped, frozen, or dropped our connection) rather than a fault of the query: those answer the API's
 * SERVICE_UNAVAILABLE and are retried by the health monitor, never a 500.
 */

/** Thrown to a call that was waiting on the database when the health monitor saw it go away. */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string) {
    super(`database unavailable: ${reason}`);
    this.name = "DatabaseUnavailableError";
  }
}

/** Socket-level failures: nothing answers at that address, or the connection broke. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs for "not now": class 08 (connection exception), 57P01 admin shutdown
 * (pg_terminate_backend, a fast stop), 57P02 crash shutdown, 57P03 cannot connect now (starting up or
 * shutting down), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[123]|53300)$/;

/** What `pg` and `pg-pool` say when a connection ends or a connection attempt times out. */
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout|Client was closed and is not queryable|Postgres connection has been discarded)/;

const codeOf = (error: object): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
};

/** True when `error` says the database is out of reach (not a bad query, not a constraint). */
export function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = codeOf(error);
  if (code !== undefined && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (DRIVER_MESSAGES.test(error.message)) return true;
  // Node reports a refused connection to a name with several addresses (localhost) as an AggregateError.
  if (error instanceof AggregateError && error.errors.some(isUnavailableError)) return true;
  return error.cause !== undefined && isUnavailableError(error.cause);
}

/** 57014: PostgreSQL cancelled the statement (statement_timeout): the call ran past its time limit. */
export const isStatementTimeout = (error: unknown): boolean =>
  error instanceof Error && codeOf(error) === "57014";

/**
 * The engine's word for "the disk is full", when that is what `error` says: SQLite's SQLITE_FULL, or
 * PostgreSQL's disk_full (53100: "could not extend file ...", "could not write to file ...").
 */
export function diskFull(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = codeOf(error);
  if (code === "SQLITE_FULL") return code;
  if (code === "53100") return error.message.split(' "', 1)[0];
  return error.cause === undefined ? undefined : diskFull(error.cause);
}

/** A short reason for a start-up line: the error code (ECONNREFUSED, 57P03) or the driver's message. */
export function shortReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = codeOf(error);
  if (code && !/^\d/.test(code)) return code;
  if (error instanceof AggregateError && error.errors[0] instanceof Error)
    return shortReason(error.errors[0]);
  return error.message.split("\n")[0] ?? error.name;
}

/** A database URL fit for a log line: the user and any password left out, the query string too. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (!/^postgres(ql)?:$/.test(parsed.protocol)) return url;
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return "the configured PostgreSQL URL";
  }
}
