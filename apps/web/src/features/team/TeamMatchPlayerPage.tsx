/**
 * A team's players in one match or game (teamMatchPlayer): their totals or per-game averages, the tab
 * kept in the address's `type`; View opens the player's screen. Columns follow the match's mode.
 */
import { OVERALL_VIEWS, type OverallView, TEAM_MATCH_PLAYERS } from "@match-stats/stats";
import { useSearchParams } from "react-router";
import { playerList } from "../../api/calls/player-list.ts";
import { useCall } from "../../api/use-call.ts";
import { readId, readTextIds } from "../../app/query-ids.ts";
import { VIEW_LABELS } from "../data-info/view-labels.ts";
import { DrillDownList } from "./DrillDownList.tsx";
import { TeamScreen } from "./TeamScreen.tsx";
import { readSingleMatchId, type TeamPathIds } from "./team-path.ts";
import { useStatsType } from "./use-stats-type.ts";

type PlayerIds = TeamPathIds & { readonly matchId: number };

export function TeamMatchPlayerPage() {
  const params = useSearchParams()[0];
  const [view, setView] = useStatsType();
  const ids: PlayerIds = {
    teamId: readId(params, "team_id", true),
    matchId: readId(params, "match_id", true),
    singleMatchId: readSingleMatchId(params),
  };
  const teammateList = readTextIds(params, "teammate_list");
  return (
    <TeamMatchPlayers
      key={`${JSON.stringify(ids)}:${teammateList.join(",")}`}
      ids={ids}
      teammateList={teammateList}
      view={view}
      onView={setView}
    />
  );
}

interface TeamMatchPlayersProps {
  readonly ids: PlayerIds;
  readonly teammateList: readonly string[];
  readonly view: OverallView;
  readonly onView: (view: OverallView) => void;
}

const VIEW_TABS = OVERALL_VIEWS.map((view) => ({ id: view, label: VIEW_LABELS[view] }));

function TeamMatchPlayers({ ids, teammateList, view, onView }: TeamMatchPlayersProps) {
  const { teamId, matchId, singleMatchId } = ids;
  const fields = {
    match_ids: [matchId],
    single_match_ids: singleMatchId === undefined ? [] : [singleMatchId],
    teammate_list: [...teammateList],
    team_id: teamId,
    is_avg: view === "average",
  };
  const players = useCall(
    (fresh) => playerList(fields, { fresh }).then((answer) => answer.teammate_data),
    JSON.stringify(fields),
  );
  return (
    <TeamScreen ids={ids}>
      {(path) => (
        <DrillDownList
          table={TEAM_MATCH_PLAYERS}
          rows={players.data}
          loading={players.loading}
          reload={players.reload}
          rowKey={(row) => row.teamplayer_id}
          view={(row) => ({ to: "playerTeam", query: { player_id: row.player_id }, name: row.player_name })}
          context={{ mode: path.match?.mode }}
          tabs={{ items: VIEW_TABS, value: view, onChange: onView }}
        />
      )}
    </TeamScreen>
  );
}
