import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** Two teams' common matches, their results against each other and their totals side by side. */
export const headToHeadQuery = (fields: CallRequestInput<"head_to_head">) =>
  callQuery("head_to_head", fields);
