/** A team-player's season (seasonData): its Data Info and the events it played there, each opening the event. */
import type { SeasonRow } from "@match-stats/contract";
import { useLoaded } from "../../api/query.ts";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import { EVENT_ROWS } from "../../blocks/drilldown/list-kinds.ts";
import { eventsOfTeamPlayer } from "./player-lists.ts";
import { TeamPlayerLevel } from "./TeamPlayerLevel.tsx";
import { type PathIds, pathQuery } from "./team-player-path.ts";

export function SeasonDataPage() {
  return (
    <TeamPlayerLevel level="season">
      {(path, ids) => path.season && <SeasonEvents ids={ids} season={path.season} />}
    </TeamPlayerLevel>
  );
}

function SeasonEvents({ ids, season }: { ids: PathIds; season: SeasonRow }) {
  const events = useLoaded(eventsOfTeamPlayer(ids.teamPlayerId, season.season_id));
  return (
    <DrillList
      of={EVENT_ROWS}
      list={events}
      open={(row) => ({ to: "eventData", query: pathQuery({ ...ids, eventId: row.event_id }) })}
    />
  );
}
