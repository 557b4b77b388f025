/**
 * Players and team-player records found by a search. A player's `id` is the player id and View opens the
 * player's data; a team-player record's `id` is the team-player id and View opens that record's data.
 */
import { PLAYER_LIST } from "@match-stats/stats";
import { ListScreen } from "./ListScreen.tsx";

export function PlayerListPage() {
  return (
    <ListScreen
      table={PLAYER_LIST}
      field="player_new"
      rowKey={(row) => `${row.player_type}:${row.id}`}
      view={(row) =>
        row.player_type === 1
          ? { to: "playerData", query: { player_id: row.player_id }, name: `player ${row.name}` }
          : {
              to: "teamplayerData",
              query: { player_id: row.player_id, teamplayer_id: row.id },
              name: `${row.name} of ${row.team_name ?? row.team_id ?? "-"}`,
            }
      }
    />
  );
}
