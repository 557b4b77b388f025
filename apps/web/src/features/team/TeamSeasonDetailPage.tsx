/**
 * A team in one season (teamSeasonDetail): who played for it then, the season's Data Info for the team
 * and the events it played, each opening the team's event screen.
 */
import { useSearchParams } from "react-router";
import { readId } from "../../app/query-ids.ts";
import { DataInfo } from "../../blocks/data-info/DataInfo.tsx";
import { EventInfoList } from "./EventInfoList.tsx";
import { TeammateList } from "./TeammateList.tsx";
import { TeamScreen } from "./TeamScreen.tsx";
import { useTeammates } from "./use-teammates.ts";

export function TeamSeasonDetailPage() {
  const params = useSearchParams()[0];
  const teamId = readId(params, "team_id", true);
  const seasonId = readId(params, "season_id", true);
  return <TeamSeasonDetail key={`${teamId}:${seasonId}`} teamId={teamId} seasonId={seasonId} />;
}

function TeamSeasonDetail({ teamId, seasonId }: { teamId: number; seasonId: number }) {
  const scope = { field: "team_season", team_id: teamId, season_id: seasonId } as const;
  const teammates = useTeammates(scope);
  return (
    <TeamScreen ids={{ teamId, seasonId }} allData={scope}>
      {() => (
        <>
          <TeammateList list={teammates} />
          <DataInfo scope={scope} />
          <EventInfoList teamId={teamId} seasonId={seasonId} />
        </>
      )}
    </TeamScreen>
  );
}
