/** history: a team's place in each event and its roster over time, or a player's stints in each team. */

import { stints, teamEvents } from "../../read-models/standings/history.ts";
import type { JsonHandler } from "../handler.ts";

export const history: JsonHandler<"history"> = async (request, { db }) => {
  if (request.field === "player")
    return { events: [], stints: await stints(db, "player_id", request.player_id) };
  const [events, roster] = await Promise.all([
    teamEvents(db, request.team_id),
    stints(db, "team_id", request.team_id),
  ]);
  return { events, stints: roster };
};
