/** player_event: the events a player played for a team (those of event_list, or all), with their matches and games. */

import { eventsPlayed, recordsInTeam } from "../../queries/lists/played.ts";
import type { JsonHandler } from "../handler.ts";

export const playerEvent: JsonHandler<"player_event"> = async (request, { db }) => ({
  stats: await eventsPlayed(
    db,
    { kind: "teamplayer", teamPlayerIds: await recordsInTeam(db, request.uid, request.team_id) },
    { eventIds: request.event_list.length > 0 ? request.event_list : undefined },
  ),
});
