import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** A team's players in some matches: totals or per-game averages. */
export const playerList = (fields: CallRequestInput<"player_list">, options?: CallOptions) =>
  api.call("player_list", fields, options);
