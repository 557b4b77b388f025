/** team_event: the events a team played (those of event_list, or all), with the matches and games it played. */

import { eventsPlayed } from "../../queries/lists/played.ts";
import type { JsonHandler } from "../handler.ts";

export const teamEvent: JsonHandler<"team_event"> = async (request, { db }) => ({
  stats: await eventsPlayed(
    db,
    { kind: "team", teamId: request.team_id },
    { eventIds: request.event_list.length > 0 ? request.event_list : undefined },
  ),
});
