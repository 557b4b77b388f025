import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** Everything the match detail screen shows, for 1 to 8 matches. */
export const matchData = (fields: CallRequestInput<"match_data">, options?: CallOptions) =>
  api.call("match_data", fields, options);
