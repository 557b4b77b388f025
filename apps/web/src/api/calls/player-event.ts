import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** The events a player played for one team, optionally only some. */
export const playerEventQuery = (fields: CallRequestInput<"player_event">) =>
  callQuery("player_event", fields);
