/**
 * player_list: a team's players over some games of some matches, as totals or per-game averages. Rows
 * come from the same tables as match_data, so team_rank is the team's place among all teams of the games.
 */

import { inGames, loadMatchFacts, narrowFacts } from "../../queries/stats/match-facts.ts";
import { buildMatchTables, idsOfFacts, loadTableNames } from "../../queries/stats/match-tables.ts";
import { byId } from "../../queries/stats/names.ts";
import type { JsonHandler } from "../handler.ts";

export const playerList: JsonHandler<"player_list"> = async (request, { db }) => {
  const facts = narrowFacts(await loadMatchFacts(db, request.match_ids), inGames(request.single_match_ids));
  const [names, teams] = await Promise.all([
    loadTableNames(db, idsOfFacts(facts)),
    byId(db, "teams", [request.team_id]),
  ]);
  const kept = new Set(request.teammate_list);
  const teammate_data = buildMatchTables(facts, names, request.is_avg).players.filter(
    (row) => row.team_id === request.team_id && (kept.size === 0 || kept.has(row.teamplayer_id)),
  );
  const team = teams.get(request.team_id);
  return {
    team_info: {
      team_id: request.team_id,
      team_name: team?.name ?? "",
      region: team?.region ?? "",
      logo: team?.logo ?? null,
      teammate_num: teammate_data.length,
    },
    teammate_data,
  };
};
