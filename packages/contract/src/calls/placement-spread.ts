/**
 * placement_spread (the placement chart): where a team finished in each game of an event, and how often
 * in each place (docs/statistics.md, Placement spread).
 */
import { z } from "zod";
import { idInput, signed } from "../request.ts";
import { amount } from "../rows.ts";
import { chartGameFields } from "./points-race.ts";

export const placementSpreadRequest = signed({ team_id: idInput, event_id: idInput });

const spreadGameSchema = z
  .strictObject({
    ...chartGameFields,
    rank: z
      .int()
      .describe("The team's placement in the game (1 is best; clash squad and bomb squad: 1 won, 2 lost)"),
    teams: z.int().describe("Teams that played the game"),
  })
  .meta({ id: "SpreadGame" });

const placementCountSchema = z
  .strictObject({
    placement: z.int(),
    count: z.int().describe("Games the team finished in that place"),
  })
  .meta({ id: "PlacementCount" });

export const placementSpreadResponse = z.strictObject({
  games: z
    .array(spreadGameSchema)
    .describe("Each game the team played in the event, oldest first: by start time, then place in the match"),
  counts: z
    .array(placementCountSchema)
    .describe("Games per placement, every place from 1 to the most teams a game had; empty without games"),
  avg_placement: amount.describe("The placements summed, per game played (1 is best); null without games"),
});
export type PlacementSpread = z.infer<typeof placementSpreadResponse>;
