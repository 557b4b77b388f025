/**
 * player_season: the seasons a player (uid is the player id) played for a team, and their team-player id
 * there (the newest record if they joined the team more than once; the lists cover every record).
 */

import { recordsInTeam, seasonsPlayed } from "../../queries/lists/played.ts";
import type { JsonHandler } from "../handler.ts";

export const playerSeason: JsonHandler<"player_season"> = async (request, { db }) => {
  const records = await recordsInTeam(db, request.uid, request.team_id);
  return {
    teamplayer_id: records[0] ?? null,
    stats: await seasonsPlayed(db, { kind: "teamplayer", teamPlayerIds: records }),
  };
};
