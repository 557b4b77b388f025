import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** A player's matches for one team in one event, optionally only some. */
export const playerMatch = (fields: CallRequestInput<"player_match">, options?: CallOptions) =>
  api.call("player_match", fields, options);
