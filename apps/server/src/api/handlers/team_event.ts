/** team_event: the events a team played (those of event_list, or all), with the matches and games it played. */
import type { JsonHandler } from "../handler.ts";
import { eventsPlayed } from "../lists/played.ts";

export const teamEvent: JsonHandler<"team_event"> = async (request, { db }) => ({
  stats: await eventsPlayed(
    db,
    { kind: "team", teamId: request.team_id },
    { eventIds: request.event_list.length > 0 ? request.event_list : undefined },
  ),
});
