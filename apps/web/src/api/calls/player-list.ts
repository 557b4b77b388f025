import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** A team's players in some matches: totals or per-game averages. */
export const playerListQuery = (fields: CallRequestInput<"player_list">) => callQuery("player_list", fields);
