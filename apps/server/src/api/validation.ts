/** A call's fields checked against its contract schema; what is wrong becomes the message of a 400. */
import { type CallName, type CallRequest, ENDPOINTS } from "@match-stats/contract";
import type { z } from "zod";
import { ApiError } from "../answers/errors.ts";

/** The fields as the call's schema reads them, or INVALID_BODY naming the first few problems. */
export function validated<C extends CallName>(call: C, fields: unknown): CallRequest<C> {
  const parsed = ENDPOINTS[call].request.safeParse(fields);
  if (!parsed.success) throw new ApiError("INVALID_BODY", describeIssues(parsed.error.issues));
  return parsed.data as CallRequest<C>;
}

/** The field path and the reason of each issue, for the first few. */

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path.map(String).join(".");
      if (issue.code === "unrecognized_keys")
        return `${issue.keys.map((k) => (path ? `${path}.${k}` : k)).join(", ")}: unknown field`;
      return `${path || "body"}: ${issue.message}`;
    })
    .join("; ");
}
