import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** One player's lines in some matches: totals or per-game averages. */
export const playerDataQuery = (fields: CallRequestInput<"player_data">) => callQuery("player_data", fields);
