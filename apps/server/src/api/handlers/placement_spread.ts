/** placement_spread: where a team finished in each game of an event, and how often in each place. */

import { readPlacementSpread } from "../../read-models/placement-spreads/placement-spread.ts";
import type { JsonHandler } from "../handler.ts";

export const placementSpread: JsonHandler<"placement_spread"> = async (request, { db }) =>
  readPlacementSpread(db, request.team_id, request.event_id);
