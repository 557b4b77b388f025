import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** The seasons a player played for one team. */
export const playerSeason = (fields: CallRequestInput<"player_season">, options?: CallOptions) =>
  api.call("player_season", fields, options);
