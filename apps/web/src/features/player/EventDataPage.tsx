/**
 * A team-player's event (eventData): its Data Info and the matches it played there, each opening the
 * team-player's match. The matches come from player_match, by player and the record's team.
 */
import type { EventRow } from "@match-stats/contract";
import { useLoaded } from "../../api/query.ts";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import { MATCH_ROWS } from "../../blocks/drilldown/list-kinds.ts";
import { matchesInTeam, type PlayerInTeam } from "./player-lists.ts";
import { TeamPlayerLevel } from "./TeamPlayerLevel.tsx";
import { type PathIds, pathQuery } from "./team-player-path.ts";

export function EventDataPage() {
  return (
    <TeamPlayerLevel level="event">
      {({ teamPlayer, event }, ids) =>
        event &&
        teamPlayer.team_id !== null && (
          <EventMatches
            ids={ids}
            inTeam={{ playerId: ids.playerId, teamId: teamPlayer.team_id }}
            event={event}
          />
        )
      }
    </TeamPlayerLevel>
  );
}

interface EventMatchesProps {
  readonly ids: PathIds;
  readonly inTeam: PlayerInTeam;
  readonly event: EventRow;
}

function EventMatches({ ids, inTeam, event }: EventMatchesProps) {
  const matches = useLoaded(matchesInTeam(inTeam, event.event_id, []));
  return (
    <DrillList
      of={MATCH_ROWS}
      list={matches}
      open={(row) => ({ to: "matchData", query: pathQuery({ ...ids, matchId: row.match_id }) })}
      context={{ mode: event.mode }}
    />
  );
}
