/**
 * The older teamEvent address: a team's events among event_list (all when it is empty), each opening the
 * team's event screen.
 */
import { useSearchParams } from "react-router";
import { readId, readIds } from "../../app/query-ids.ts";
import { EventInfoList } from "./EventInfoList.tsx";
import { TeamScreen } from "./TeamScreen.tsx";

export function TeamEventsPage() {
  const params = useSearchParams()[0];
  const teamId = readId(params, "team_id", true);
  const eventList = readIds(params, "event_list");
  return (
    <TeamScreen key={`${teamId}:${eventList.join(",")}`} ids={{ teamId }}>
      {() => <EventInfoList teamId={teamId} eventList={eventList} />}
    </TeamScreen>
  );
}
