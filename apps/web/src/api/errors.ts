/** The error catalogue of docs/spec.md section 8: which text a failed call shows. */
import { t } from "../i18n/i18n.ts";

/** The weapon call's answer when the games have no weapon data: the dialog opens empty, no toast. */
export const NO_DATA_CODE = "no data";

export const TIMEOUT_CODE = "TIMEOUT";

/** The server cannot reach its database for a moment (a restart, a failover): a retry soon will do. */
export const UNAVAILABLE_CODE = "SERVICE_UNAVAILABLE";

/** A call that did not answer data: `msg` is the text to show, `code` the server's code or ours. */
export class ApiError extends Error {
  readonly code: string;
  /** The text shown to the visitor. */
  readonly msg: string;
  constructor(code: string, msg: string) {
    super(`${code}: ${msg}`);
    this.name = "ApiError";
    this.code = code;
    this.msg = msg;
  }
}

/** Codes the client gives failures that never reached an answer. */
export const networkError = () => new ApiError("NETWORK", t("error.network"));
export const timeoutError = () => new ApiError(TIMEOUT_CODE, t("error.network"));

interface EnvelopeLike {
  readonly status?: unknown;
  readonly code?: unknown;
  readonly msg?: unknown;
}

/**
 * The error an answer stands for, or null for a success. Status error and toast show their msg; a time-out
 * and anything unknown (no envelope, an unknown status, an empty msg) show the network text; the database
 * being briefly out of reach shows its own text in the visitor's language.
 */
export function envelopeError(body: EnvelopeLike | null): ApiError | null {
  if (body === null || typeof body !== "object") return networkError();
  if (body.status === "success") return null;
  const code = typeof body.code === "string" || typeof body.code === "number" ? String(body.code) : "UNKNOWN";
  if (code === TIMEOUT_CODE) return timeoutError();
  if (code === UNAVAILABLE_CODE) return new ApiError(UNAVAILABLE_CODE, t("error.unavailable"));
  if (
    (body.status === "error" || body.status === "toast") &&
    typeof body.msg === "string" &&
    body.msg !== ""
  ) {
    return new ApiError(code, body.msg);
  }
  return new ApiError(code, t("error.network"));
}
