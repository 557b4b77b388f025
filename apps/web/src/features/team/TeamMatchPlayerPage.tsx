/**
 * A team's players in one match or game (teamMatchPlayer): their totals or per-game averages, the tab
 * kept in the address's `type`; View opens the player's screen. Columns follow the match's mode.
 */
import type { MatchPlayerRow } from "@match-stats/contract";
import { TEAM_MATCH_PLAYERS } from "@match-stats/stats";
import { useSearchParams } from "react-router";
import { playerListQuery } from "../../api/calls/player-list.ts";
import { lookup, useLoaded } from "../../api/query.ts";
import { readId, readTextIds } from "../../app/query-ids.ts";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import type { NamedListKind } from "../../blocks/drilldown/list-types.ts";
import { useStatsType } from "../../blocks/drilldown/use-stats-type.ts";
import { TeamScreen } from "./TeamScreen.tsx";
import { readSingleMatchId, type TeamPathIds } from "./team-path.ts";

type PlayerIds = TeamPathIds & { readonly matchId: number };

const PLAYER_ROWS: NamedListKind<MatchPlayerRow> = {
  table: TEAM_MATCH_PLAYERS,
  key: (row) => row.teamplayer_id,
  name: (row) => row.player_name,
};

export function TeamMatchPlayerPage() {
  const params = useSearchParams()[0];
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
    />
  );
}

interface TeamMatchPlayersProps {
  readonly ids: PlayerIds;
  readonly teammateList: readonly string[];
}

function TeamMatchPlayers({ ids, teammateList }: TeamMatchPlayersProps) {
  const { teamId, matchId, singleMatchId } = ids;
  const statsType = useStatsType();
  const fields = {
    match_ids: [matchId],
    single_match_ids: singleMatchId === undefined ? [] : [singleMatchId],
    teammate_list: [...teammateList],
    team_id: teamId,
    is_avg: statsType.value === "average",
  };
  const players = useLoaded(lookup(playerListQuery(fields), (answer) => answer.teammate_data));
  return (
    <TeamScreen ids={ids}>
      {(path) => (
        <DrillList
          of={PLAYER_ROWS}
          list={players}
          open={(row) => ({ to: "playerTeam", query: { player_id: row.player_id } })}
          context={{ mode: path.match?.mode }}
          tabs={statsType}
        />
      )}
    </TeamScreen>
  );
}
