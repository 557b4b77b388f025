import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** Where a team finished in each game of an event, and how often in each place. */
export const placementSpreadQuery = (fields: CallRequestInput<"placement_spread">) =>
  callQuery("placement_spread", fields);
