import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** A player's matches for one team in one event, optionally only some. */
export const playerMatchQuery = (fields: CallRequestInput<"player_match">) =>
  callQuery("player_match", fields);
