import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** A team's matches in one event, optionally only some. */
export const teamMatch = (fields: CallRequestInput<"team_match">, options?: CallOptions) =>
  api.call("team_match", fields, options);
