import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** A team's place in each event and its roster over time, or a player's stints in each team. */
export const historyQuery = (fields: CallRequestInput<"history">) => callQuery("history", fields);
