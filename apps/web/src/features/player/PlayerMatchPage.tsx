/**
 * A player's matches with one team in an event (playerMatch, the player_match call), each opening the
 * player's data in that match, over the games chosen on the way down.
 */
import type { EventRow, MatchRow } from "@match-stats/contract";
import { useLoaded } from "../../api/query.ts";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import { MATCH_ROWS } from "../../blocks/drilldown/list-kinds.ts";
import { STATS_TYPES } from "../../blocks/drilldown/use-stats-type.ts";
import { PlayerInTeamLevel } from "./PlayerInTeamLevel.tsx";
import { type InTeamIds, inTeamQuery } from "./player-in-team-path.ts";
import { matchesInTeam } from "./player-lists.ts";

export function PlayerMatchPage() {
  return (
    <PlayerInTeamLevel level="event">
      {(path, ids) => path.event && <TeamMatches ids={ids} event={path.event} />}
    </PlayerInTeamLevel>
  );
}

/** The match's games the player played, among those chosen above when any were. */
const gamesOf = (match: MatchRow, chosen: readonly number[]) =>
  chosen.length === 0
    ? match.single_match_id_list
    : match.single_match_id_list.filter((id) => chosen.includes(id));

function TeamMatches({ ids, event }: { ids: InTeamIds; event: EventRow }) {
  const matches = useLoaded(matchesInTeam(ids, event.event_id, ids.matchIds));
  return (
    <DrillList
      of={MATCH_ROWS}
      list={matches}
      open={(row) => ({
        to: "playerMatchDetail",
        query: {
          ...inTeamQuery(ids),
          match_id: [row.match_id],
          single_match_id: gamesOf(row, ids.singleMatchIds),
          type: STATS_TYPES.total,
        },
      })}
      context={{ mode: event.mode }}
    />
  );
}
