import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** Everything the match detail screen shows, for 1 to 8 matches. */
export const matchDataQuery = (fields: CallRequestInput<"match_data">) => callQuery("match_data", fields);
