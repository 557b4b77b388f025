/**
 * teammate_list: the team-players who played for a team in a season (team_season), an event (team_event),
 * or a match or one of its games (team_match, single_match_id taking precedence), newest id first. The
 * request schema requires the ids each field needs.
 */
import type { CallRequest } from "@match-stats/contract";
import { type TeammateContext, teammates } from "../../queries/lists/teammates.ts";
import type { JsonHandler } from "../handler.ts";

function contextOf(request: CallRequest<"teammate_list">): TeammateContext {
  switch (request.field) {
    case "team_season":
      return { scope: "player_season", contextId: request.season_id };
    case "team_event":
      return { scope: "player_event", contextId: request.event_id };
    case "team_match":
      return request.single_match_id !== -1
        ? { scope: "game", gameId: request.single_match_id }
        : { scope: "player_match", contextId: request.match_id };
  }
}

export const teammateList: JsonHandler<"teammate_list"> = async (request, { db }) => ({
  team_player_list: await teammates(db, request.team_id, contextOf(request)),
});
