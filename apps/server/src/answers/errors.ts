/** An error a handler or guard answers with: an envelope the client shows, never internals. */
import { ERRORS, type ErrorName } from "@match-stats/contract";

export class ApiError extends Error {
  readonly errorName: ErrorName;
  readonly http: number;

  constructor(errorName: ErrorName, msg: string = ERRORS[errorName].msg) {
    super(msg);
    this.errorName = errorName;
    this.http = ERRORS[errorName].http;
  }
}

/** A 400 naming the field and the reason, as docs/contract.md asks of invalid bodies. */
export const invalid = (field: string, reason: string): ApiError =>
  new ApiError("INVALID_BODY", `${field}: ${reason}`);
