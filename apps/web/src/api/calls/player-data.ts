import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** One player's lines in some matches: totals or per-game averages. */
export const playerData = (fields: CallRequestInput<"player_data">, options?: CallOptions) =>
  api.call("player_data", fields, options);
