/**
 * A player's own record (player_type 1) and one team-player record (player_type 2), found by the player
 * search: the drill-down screens opened from a pasted link have nothing else to start from.
 */
import type { PlayerRow } from "@match-stats/contract";
import { searchQuery } from "../../api/calls/search.ts";
import { lookup } from "../../api/query.ts";

/** The player, or null when no player has the id. */
export const findPlayer = (playerId: number) =>
  lookup(
    searchQuery({ search_type: 2, field: "player", param: [String(playerId)], size: -1, page: 1 }),
    (answer): PlayerRow | null =>
      answer.player_stats?.find((row) => row.player_type === 1 && row.player_id === playerId) ?? null,
  );

/** The team-player record, or null when there is none of that id belonging to that player. */
export const findTeamPlayer = (playerId: number, teamPlayerId: string) =>
  lookup(
    searchQuery({ search_type: 2, field: "player_new", param: [teamPlayerId], size: -1, page: 1 }),
    (answer): PlayerRow | null =>
      answer.player_stats?.find(
        (row) => row.player_type === 2 && row.id === teamPlayerId && row.player_id === playerId,
      ) ?? null,
  );
