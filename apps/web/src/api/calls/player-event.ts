import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** The events a player played for one team, optionally only some. */
export const playerEvent = (fields: CallRequestInput<"player_event">, options?: CallOptions) =>
  api.call("player_event", fields, options);
