import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** Totals, averages, weapons and skills of one scope (a season, an event, a team's or player's career...). */
export const dataInfoQuery = (fields: CallRequestInput<"data_info">) => callQuery("data_info", fields);
