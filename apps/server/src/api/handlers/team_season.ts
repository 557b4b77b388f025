/** team_season: the seasons a team played, each event_list holding the events it played. */

import { seasonsPlayed } from "../../queries/lists/played.ts";
import type { JsonHandler } from "../handler.ts";

export const teamSeason: JsonHandler<"team_season"> = async (request, { db }) => ({
  team_stats: await seasonsPlayed(db, { kind: "team", teamId: request.team_id }),
});
