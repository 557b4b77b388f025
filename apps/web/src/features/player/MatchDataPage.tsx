/**
 * A team-player's match (matchData): its Data Info, then its weapon and skill tables in that match, read by
 * the weapon and skill calls for the team-player alone.
 */
import { MatchBreakdowns } from "../../blocks/drilldown/MatchBreakdowns.tsx";
import { TeamPlayerLevel } from "./TeamPlayerLevel.tsx";

export function MatchDataPage() {
  return (
    <TeamPlayerLevel level="match">
      {(path, ids) =>
        path.match && (
          <MatchBreakdowns
            fields={{ match_ids: [path.match.match_id], teamplayer_id: ids.teamPlayerId }}
            mode={path.match.mode}
          />
        )
      }
    </TeamPlayerLevel>
  );
}
