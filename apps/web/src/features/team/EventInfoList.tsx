/** A team's Event Info List: the events it played, in one season or among a list, each opening the team's event screen. */
import { useLoaded } from "../../api/query.ts";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import { EVENT_ROWS } from "../../blocks/drilldown/list-kinds.ts";
import { eventsOfTeam } from "./team-lists.ts";
import { LEVEL_ROUTES, teamQuery } from "./team-path.ts";

interface EventInfoListProps {
  readonly teamId: number;
  /** Only this season's events. */
  readonly seasonId?: number;
  /** Only these events (the teamEvent address); empty for all. */
  readonly eventList?: readonly number[];
}

export function EventInfoList({ teamId, seasonId, eventList = [] }: EventInfoListProps) {
  const events = useLoaded(eventsOfTeam(teamId, eventList));
  const data =
    seasonId === undefined ? events.data : events.data?.filter((row) => row.season_id === seasonId);
  return (
    <DrillList
      of={EVENT_ROWS}
      list={{ ...events, data }}
      open={(row) => ({
        to: LEVEL_ROUTES.event,
        query: teamQuery({ teamId, seasonId: row.season_id, eventId: row.event_id }),
      })}
    />
  );
}
