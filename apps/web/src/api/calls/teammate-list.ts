import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** Who played for a team in a season, an event or a match. */
export const teammateListQuery = (fields: CallRequestInput<"teammate_list">) =>
  callQuery("teammate_list", fields);
