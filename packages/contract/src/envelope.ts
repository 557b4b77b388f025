/** The shape of every JSON answer under /api/ (docs/contract.md "Envelope"), and the error codes. */
import { z } from "zod";

export const ERRORS = {
  INVALID_BODY: { http: 400, msg: "The request is not valid" },
  UNSUPPORTED_MEDIA_TYPE: {
    http: 415,
    msg: "The request body must be JSON (Content-Type: application/json)",
  },
  CSRF_FAILED: { http: 403, msg: "The request could not be verified, please reload the page" },
  BAD_SIGNATURE: { http: 403, msg: "The request signature is not valid" },
  STALE_REQUEST: { http: 403, msg: "The request has expired, please check your device's clock" },
  NOT_FOUND: { http: 404, msg: "Not found" },
  METHOD_NOT_ALLOWED: { http: 405, msg: "Use POST for this call" },
  BODY_TOO_LARGE: { http: 413, msg: "The request body is too large" },
  RATE_LIMITED: { http: 429, msg: "Too many requests, please try again later" },
  TIMEOUT: { http: 503, msg: "Service timeout" },
  /** The database cannot be reached (restarting, failing over, stopped): answered at once, retry later. */
  SERVICE_UNAVAILABLE: {
    http: 503,
    msg: "The statistics are briefly unavailable, please try again shortly",
  },
  INTERNAL: { http: 500, msg: "Server busy, please try again later" },
  /** The weapon call's answer when the matches have no weapon data: the client opens the dialog empty. */
  NO_DATA: { http: 200, msg: "No Data" },
} as const;

export type ErrorName = keyof typeof ERRORS;

/** The stable `code` string of each error; the weapon call's empty answer uses the spec's own code. */
export const errorCode = (name: ErrorName): string => (name === "NO_DATA" ? "no data" : name);

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.strictObject({
    status: z.literal("success"),
    code: z.literal(0),
    msg: z.literal(""),
    data,
  });

export const errorEnvelopeSchema = z
  .strictObject({
    status: z.enum(["error", "toast"]),
    code: z.string(),
    msg: z.string(),
    data: z.strictObject({}),
  })
  .meta({
    id: "ErrorEnvelope",
    description: "An error to show: `msg` is the text for the user, `code` a stable string.",
  });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface SuccessEnvelope<T> {
  status: "success";
  code: 0;
  msg: "";
  data: T;
}

export const success = <T>(data: T): SuccessEnvelope<T> => ({ status: "success", code: 0, msg: "", data });

export const failure = (name: ErrorName, msg: string = ERRORS[name].msg): ErrorEnvelope => ({
  status: "error",
  code: errorCode(name),
  msg,
  data: {},
});
