/**
 * player_data: one player's rows for one team over some games of some matches: a row per match the player
 * played, and, when several matches exist among the ids, a last row over all of them (match_id -1).
 */
import type { JsonHandler } from "../handler.ts";
import { findMatches, inGames, loadMatchFacts, type MatchFacts, narrowFacts } from "../stats/match-facts.ts";
import { buildMatchTables, loadTableNames } from "../stats/match-tables.ts";
import { byId } from "../stats/names.ts";

const ALL_MATCHES = -1;

export const playerData: JsonHandler<"player_data"> = async (request, { db }) => {
  const [teamPlayer, players, teams, matches] = await Promise.all([
    // A player has at most one record per team; the lowest id if the data ever held two.
    db
      .selectFrom("team_players")
      .selectAll()
      .where("player_id", "=", request.uid)
      .where("team_id", "=", request.team_id)
      .orderBy("id")
      .executeTakeFirst(),
    byId(db, "players", [request.uid]),
    byId(db, "teams", [request.team_id]),
    findMatches(db, request.match_ids),
  ]);
  const player_info = {
    player_id: request.uid,
    player_name: players.get(request.uid)?.name ?? "",
    teamplayer_id: teamPlayer?.id ?? "",
    team_id: request.team_id,
    team_name: teams.get(request.team_id)?.name ?? "",
    uid: teamPlayer ? (JSON.parse(teamPlayer.uids) as string[]) : [],
  };
  if (!teamPlayer) return { player_info, player_data: [] };

  const facts = narrowFacts(
    await loadMatchFacts(
      db,
      matches.map((match) => match.id),
    ),
    inGames(request.single_match_ids),
  );
  const names = await loadTableNames(db, facts);
  const rowOver = (games: MatchFacts, match_id: number) => {
    const row = buildMatchTables(games, names, request.is_avg).players.find(
      (candidate) => candidate.teamplayer_id === teamPlayer.id,
    );
    return row ? [{ ...row, match_id }] : [];
  };
  return {
    player_info,
    player_data: [
      ...matches.flatMap((match) =>
        rowOver(
          narrowFacts(facts, (row) => row.match_id === match.id),
          match.id,
        ),
      ),
      ...(matches.length > 1 ? rowOver(facts, ALL_MATCHES) : []),
    ],
  };
};
