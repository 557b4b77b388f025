/** A player's events with one team in a season (playerEvent, the player_event call), each opening its matches. */
import type { SeasonRow } from "@match-stats/contract";
import { useLoaded } from "../../api/query.ts";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import { EVENT_ROWS } from "../../blocks/drilldown/list-kinds.ts";
import { PlayerInTeamLevel } from "./PlayerInTeamLevel.tsx";
import { eventQuery, type InTeamIds } from "./player-in-team-path.ts";
import { eventsInTeam } from "./player-lists.ts";

export function PlayerEventPage() {
  return (
    <PlayerInTeamLevel level="season">
      {(path, ids) => path.season && <TeamEvents ids={ids} season={path.season} />}
    </PlayerInTeamLevel>
  );
}

function TeamEvents({ ids, season }: { ids: InTeamIds; season: SeasonRow }) {
  const events = useLoaded(eventsInTeam(ids, ids.eventList));
  return (
    <DrillList
      of={EVENT_ROWS}
      list={events}
      open={(row) => ({ to: "playerMatch", query: eventQuery(ids, season, row) })}
    />
  );
}
