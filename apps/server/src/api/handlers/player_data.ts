/**
 * player_data: one player's rows for one team over some games of some matches: a row per match the player
 * played, and, when several matches exist among the ids, a last row over all of them (match_id -1).
 */

import { recordsInTeam } from "../../queries/lists/played.ts";
import {
  findMatches,
  inGames,
  loadMatchFacts,
  type MatchFacts,
  narrowFacts,
} from "../../queries/stats/match-facts.ts";
import { buildMatchTables, idsOfFacts, loadTableNames } from "../../queries/stats/match-tables.ts";
import { byId } from "../../queries/stats/names.ts";
import type { JsonHandler } from "../handler.ts";

const ALL_MATCHES = -1;

/** Whose rows a player's are: a player who left the team and came back has a record per stint. */
const asRecord = <T extends { readonly teamplayer_id: string }>(
  rows: readonly T[],
  records: ReadonlySet<string>,
  id: string,
): T[] => rows.map((row) => (records.has(row.teamplayer_id) ? { ...row, teamplayer_id: id } : row));

export const playerData: JsonHandler<"player_data"> = async (request, { db }) => {
  const [records, players, teams, matches] = await Promise.all([
    // Every record of the player in the team, newest first, as player_season and player_match read them.
    recordsInTeam(db, request.uid, request.team_id),
    byId(db, "players", [request.uid]),
    byId(db, "teams", [request.team_id]),
    findMatches(db, request.match_ids),
  ]);
  const info = {
    player_id: request.uid,
    player_name: players.get(request.uid)?.name ?? "",
    team_id: request.team_id,
    team_name: teams.get(request.team_id)?.name ?? "",
  };
  if (records.length === 0) return { player_info: { ...info, teamplayer_id: "", uid: [] }, player_data: [] };

  const facts = narrowFacts(
    await loadMatchFacts(
      db,
      matches.map((match) => match.id),
    ),
    inGames(request.single_match_ids),
  );
  /** The newest of the player's records that played in some games. */
  const playedAs = (games: MatchFacts): string | undefined => {
    const played = new Set(games.players.map((row) => row.teamplayer_id));
    return records.find((id) => played.has(id));
  };
  const shown = playedAs(facts) ?? (records[0] as string);
  const teamPlayer = await db
    .selectFrom("team_players")
    .select("uids")
    .where("id", "=", shown)
    .executeTakeFirst();
  const player_info = {
    ...info,
    teamplayer_id: shown,
    uid: teamPlayer ? (JSON.parse(teamPlayer.uids) as string[]) : [],
  };
  const inTeam = new Set(records);
  const names = await loadTableNames(db, idsOfFacts(facts));
  // Over matches of both stints, the player's games make one line, under the newest record that played.
  const rowOver = (games: MatchFacts, match_id: number) => {
    const id = playedAs(games);
    if (id === undefined) return [];
    const own = {
      ...games,
      players: asRecord(games.players, inTeam, id),
      weapons: asRecord(games.weapons, inTeam, id),
    };
    const row = buildMatchTables(own, names, request.is_avg).players.find(
      (candidate) => candidate.teamplayer_id === id,
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
