/** The error catalogue of docs/spec.md section 8: which text a failed call shows. */
import type { ErrorName } from "@match-stats/contract";
import { type MessageKey, t } from "../i18n/i18n.ts";

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

/**
 * The server's refusals, each said in the visitor's words: their `msg` is written for API clients ("match_ids:
 * Too big: expected array to have <=8 items"), never for a toast.
 */
const REFUSALS: Partial<Record<ErrorName, MessageKey>> = {
  UNSUPPORTED_MEDIA_TYPE: "error.refused.other",
  CSRF_FAILED: "error.refused.session",
  BAD_SIGNATURE: "error.refused.session",
  STALE_REQUEST: "error.refused.clock",
  NOT_FOUND: "error.refused.other",
  METHOD_NOT_ALLOWED: "error.refused.other",
  BODY_TOO_LARGE: "error.refused.other",
  RATE_LIMITED: "error.refused.busy",
  INTERNAL: "error.refused.internal",
};

/** An invalid body by the field its `msg` names first (`single_match_ids.0: ...`): what the address asked wrongly. */
const INVALID_FIELDS: Readonly<Record<string, MessageKey>> = {
  match_ids: "error.refused.match",
  match_id: "error.refused.match",
  match_list: "error.refused.match",
  single_match_id: "error.refused.game",
  single_match_ids: "error.refused.game",
  single_match_id_list: "error.refused.game",
  param: "error.refused.search",
};

const invalidBodyText = (msg: unknown): string => {
  const field = typeof msg === "string" ? (/^([a-z_]+)/.exec(msg)?.[1] ?? "") : "";
  return t(INVALID_FIELDS[field] ?? "error.refused.link");
};

interface EnvelopeLike {
  readonly status?: unknown;
  readonly code?: unknown;
  readonly msg?: unknown;
}

/**
 * The error an answer stands for, or null for a success. Status error and toast show their msg; a time-out
 * and anything unknown (no envelope, an unknown status, an empty msg) show the network text; the database
 * being briefly out of reach and the server's refusals show their own text in the visitor's language.
 */
export function envelopeError(body: EnvelopeLike | null): ApiError | null {
  if (body === null || typeof body !== "object") return networkError();
  if (body.status === "success") return null;
  const code = typeof body.code === "string" || typeof body.code === "number" ? String(body.code) : "UNKNOWN";
  if (code === TIMEOUT_CODE) return timeoutError();
  if (code === UNAVAILABLE_CODE) return new ApiError(UNAVAILABLE_CODE, t("error.unavailable"));
  if (code === "INVALID_BODY") return new ApiError(code, invalidBodyText(body.msg));
  const refusal = REFUSALS[code as ErrorName];
  if (refusal) return new ApiError(code, t(refusal));
  if (
    (body.status === "error" || body.status === "toast") &&
    typeof body.msg === "string" &&
    body.msg !== ""
  ) {
    return new ApiError(code, body.msg);
  }
  return new ApiError(code, t("error.network"));
}
