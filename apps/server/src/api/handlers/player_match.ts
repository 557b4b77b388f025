/** player_match: the matches a player played for a team in an event (those of match_list, or all), with their games. */

import { matchesPlayed, recordsInTeam } from "../../queries/lists/played.ts";
import type { JsonHandler } from "../handler.ts";

export const playerMatch: JsonHandler<"player_match"> = async (request, { db }) => ({
  stats: await matchesPlayed(
    db,
    { kind: "teamplayer", teamPlayerIds: await recordsInTeam(db, request.uid, request.team_id) },
    request.event_id,
    request.match_list.length > 0 ? request.match_list : undefined,
  ),
});
