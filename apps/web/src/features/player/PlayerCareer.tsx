/**
 * A player's career across teams (docs/statistics.md, "History"): each team-player record, from its first
 * game to its last, with its games and key numbers, each opening the record's screen.
 */
import type { Stint } from "@match-stats/contract";
import { PLAYER_CAREER } from "@match-stats/stats";
import { historyQuery } from "../../api/calls/history.ts";
import { useLoaded } from "../../api/query.ts";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import type { NamedListKind } from "../../blocks/drilldown/list-types.ts";

const CAREER_ROWS: NamedListKind<Stint> = {
  table: PLAYER_CAREER,
  key: (row) => row.teamplayer_id,
  name: (row) => row.team_name,
};

export function PlayerCareer({ playerId }: { playerId: number }) {
  const answer = useLoaded(historyQuery({ field: "player", player_id: playerId }));
  return (
    <DrillList
      of={CAREER_ROWS}
      list={{ ...answer, data: answer.data?.stints }}
      open={(row) => ({
        to: "teamplayerData",
        query: { player_id: row.player_id, teamplayer_id: row.teamplayer_id },
      })}
    />
  );
}
