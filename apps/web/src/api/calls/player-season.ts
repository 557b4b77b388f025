import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** The seasons a player played for one team. */
export const playerSeasonQuery = (fields: CallRequestInput<"player_season">) =>
  callQuery("player_season", fields);
