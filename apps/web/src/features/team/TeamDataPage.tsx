/**
 * A team's screen (teamData; the older teamSeason address opens it too): Team Info, the roster, the
 * career's Data Info, the seasons played, each opening the team's season screen, its history (every event's
 * place, the place chart, the roster over time) and the team's recent form.
 */
import { useSearchParams } from "react-router";
import { useLoaded } from "../../api/query.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { readId } from "../../app/query-ids.ts";
import { FormChart } from "../../blocks/charts/form/FormChart.tsx";
import { DataInfo } from "../../blocks/data-info/DataInfo.tsx";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import { SEASON_ROWS } from "../../blocks/drilldown/list-kinds.ts";
import { useT } from "../../i18n/i18n.ts";
import { TeamHistory } from "./TeamHistory.tsx";
import { TeammateList } from "./TeammateList.tsx";
import { TeamScreen } from "./TeamScreen.tsx";
import { seasonsOfTeam } from "./team-lists.ts";
import { LEVEL_ROUTES, teamQuery } from "./team-path.ts";

export function TeamDataPage() {
  const teamId = readId(useSearchParams()[0], "team_id", true);
  // Another team is another screen: nothing of the last one carries over.
  return <TeamData key={teamId} teamId={teamId} />;
}

function TeamData({ teamId }: { teamId: number }) {
  const { t } = useT();
  const seasons = useLoaded(seasonsOfTeam(teamId));
  const scope = { field: "team_career", team_id: teamId } as const;
  return (
    <TeamScreen ids={{ teamId }} allData={scope}>
      {({ team }) => (
        <>
          {/* The opponent is picked there. */}
          <p className="screen-links">
            <RouteLink to="headToHead" query={{ team_id: teamId }} className="button">
              {t("h2h.open")}
            </RouteLink>
          </p>
          <TeammateList list={{ data: team.team_player_list }} />
          <DataInfo scope={scope} />
          <DrillList
            of={SEASON_ROWS}
            list={seasons}
            open={(row) => ({
              to: LEVEL_ROUTES.season,
              query: teamQuery({ teamId, seasonId: row.season_id }),
            })}
          />
          <TeamHistory teamId={teamId} />
          <FormChart subject={{ field: "team", team_id: teamId }} />
        </>
      )}
    </TeamScreen>
  );
}
