/** Turns schema issues into the message of a 400: the field path and the reason, for the first few. */
import type { z } from "zod";

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
