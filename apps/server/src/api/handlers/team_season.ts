/** team_season: the seasons a team played, each event_list holding the events it played. */
import type { JsonHandler } from "../handler.ts";
import { seasonsPlayed } from "../lists/played.ts";

export const teamSeason: JsonHandler<"team_season"> = async (request, { db }) => ({
  team_stats: await seasonsPlayed(db, { kind: "team", teamId: request.team_id }),
});
