/** team_match: the matches a team played in an event (those of match_list, or all), with the games it played. */

import { matchesPlayed } from "../../queries/lists/played.ts";
import type { JsonHandler } from "../handler.ts";

export const teamMatch: JsonHandler<"team_match"> = async (request, { db }) => ({
  stats: await matchesPlayed(
    db,
    { kind: "team", teamId: request.team_id },
    request.event_id,
    request.match_list.length > 0 ? request.match_list : undefined,
  ),
});
