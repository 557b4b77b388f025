import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** Who played for a team in a season, an event or a match. */
export const teammateList = (fields: CallRequestInput<"teammate_list">, options?: CallOptions) =>
  api.call("teammate_list", fields, options);
