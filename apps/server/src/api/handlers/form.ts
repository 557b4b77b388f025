/**
 * form: a player's, team-player's or team's per-game averages match by match in one mode family, its most
 * recent matches oldest first (read-models/form-matches/form.ts).
 */

import { type FormSubject, readForm } from "../../read-models/form-matches/form.ts";
import type { JsonHandler } from "../handler.ts";

export const form: JsonHandler<"form"> = async (request, { db }) => {
  const subject: FormSubject =
    request.field === "player"
      ? { kind: "player", playerId: request.player_id }
      : request.field === "team_player"
        ? { kind: "team_player", teamPlayerId: request.teamplayer_id ?? "" }
        : { kind: "team", teamId: request.team_id };
  return readForm(db, subject, request.stat, request.mode);
};
