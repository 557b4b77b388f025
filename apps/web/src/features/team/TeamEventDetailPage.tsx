/**
 * A team in one event (teamEventDetail; the older teamMatch address opens it too, its match_list narrowing
 * the matches): who played for it then, the event's Data Info for the team, the matches it played, each
 * opening the team's match screen, and where it finished in the event's games.
 */
import { useSearchParams } from "react-router";
import { readId, readIds } from "../../app/query-ids.ts";
import { PlacementSpread } from "../../blocks/charts/placement/PlacementSpread.tsx";
import { DataInfo } from "../../blocks/data-info/DataInfo.tsx";
import { MatchInfoList } from "./MatchInfoList.tsx";
import { TeammateList } from "./TeammateList.tsx";
import { TeamScreen } from "./TeamScreen.tsx";
import type { TeamPathIds } from "./team-path.ts";
import { useTeammates } from "./use-teammates.ts";

export function TeamEventDetailPage() {
  const params = useSearchParams()[0];
  const ids = {
    teamId: readId(params, "team_id", true),
    seasonId: readId(params, "season_id"),
    eventId: readId(params, "event_id", true),
  };
  const matchList = readIds(params, "match_list");
  return <TeamEventDetail key={params.toString()} ids={ids} matchList={matchList} />;
}

interface TeamEventDetailProps {
  readonly ids: TeamPathIds & { readonly eventId: number };
  readonly matchList: readonly number[];
}

function TeamEventDetail({ ids, matchList }: TeamEventDetailProps) {
  const { teamId, eventId } = ids;
  const scope = { field: "team_event", team_id: teamId, event_id: eventId } as const;
  const teammates = useTeammates(scope);
  return (
    <TeamScreen ids={ids} allData={scope}>
      {() => (
        <>
          <TeammateList list={teammates} />
          <DataInfo scope={scope} />
          <MatchInfoList teamId={teamId} eventId={eventId} matchList={matchList} />
          <PlacementSpread teamId={teamId} eventId={eventId} />
        </>
      )}
    </TeamScreen>
  );
}
