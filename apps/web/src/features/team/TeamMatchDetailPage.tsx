/**
 * A team in one match, or one game of it (teamMatchData; the older teamMatchDetail address opens it too):
 * who played, the match's Data Info for the team, its Weapon Stats and Skill Data, downloadable with the
 * team's and the match's ids and names in every row, and a link to the team's players in the match.
 */
import type { Teammate } from "@match-stats/contract";
import { type CsvRow, TEAM_MATCH_EXTRA_COLUMNS, TEAM_MATCH_PLAYERS } from "@match-stats/stats";
import { useSearchParams } from "react-router";
import { RouteLink } from "../../app/navigation.tsx";
import { DataInfo } from "../../blocks/data-info/DataInfo.tsx";
import { MatchBreakdowns } from "../../blocks/drilldown/MatchBreakdowns.tsx";
import { STATS_TYPES } from "../../blocks/drilldown/use-stats-type.ts";
import { useT } from "../../i18n/i18n.ts";
import { TeammateList } from "./TeammateList.tsx";
import { TeamScreen } from "./TeamScreen.tsx";
import { readTeamMatchIds, type TeamMatchIds, teamMatchRequests } from "./team-match-queries.ts";
import type { TeamPath } from "./team-path.ts";
import { teammateView } from "./teammate-view.ts";
import { useTeammates } from "./use-teammates.ts";

export function TeamMatchDetailPage() {
  const params = useSearchParams()[0];
  return <TeamMatchDetail key={params.toString()} ids={readTeamMatchIds(params)} />;
}

/** The values of the download's extra columns: the team's, and the match's ids. */
const extraValues = ({ team, match }: TeamPath): CsvRow => ({
  team_id: team.id,
  team_name: team.name,
  region: team.region,
  teammate_num: team.teammate_num,
  season_id: match?.season_id,
  event_id: match?.event_id,
  match_id: match?.match_id,
});

function TeamMatchDetail({ ids }: { ids: TeamMatchIds }) {
  const { scope, breakdown, teammates: teammateFields } = teamMatchRequests(ids);
  const teammates = useTeammates(teammateFields);
  return (
    <TeamScreen ids={ids} allData={scope}>
      {(path) => (
        <>
          <TeammateList list={teammates} actions={<PlayersLink ids={ids} teammates={teammates.data} />} />
          <DataInfo scope={scope} />
          {path.match && (
            <MatchBreakdowns
              fields={breakdown}
              mode={path.match.mode}
              extra={{ columns: TEAM_MATCH_EXTRA_COLUMNS, values: extraValues(path) }}
            />
          )}
        </>
      )}
    </TeamScreen>
  );
}

/** The team's players in this match (teamMatchPlayer), those of the Teammate List once it is known. */
function PlayersLink({ ids, teammates }: { ids: TeamMatchIds; teammates: readonly Teammate[] | undefined }) {
  const { label } = useT();
  const known = teammates?.filter((row) => teammateView(row) !== undefined).map((row) => row.id);
  return (
    <RouteLink
      to="teamMatchPlayer"
      query={{
        match_id: ids.matchId,
        single_match_id: ids.singleMatchId,
        teammate_list: known,
        team_id: ids.teamId,
        type: STATS_TYPES.total,
      }}
      className="button button-small"
    >
      {label(TEAM_MATCH_PLAYERS.title)}
    </RouteLink>
  );
}
