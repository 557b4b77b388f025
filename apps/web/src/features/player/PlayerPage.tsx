/**
 * A player's page (playerData, and playerTeam reached from a team's players): Player Info, Data Info over
 * the player's whole career, the player's team-player records, one per team joined, each opening the
 * record's page, the career across teams, a link to compare with another player, and the player's form
 * over their recent matches.
 */
import type { TeamPlayerRef } from "@match-stats/contract";
import { PLAYER_INFO, TEAMPLAYER_LIST } from "@match-stats/stats";
import { useSearchParams } from "react-router";
import { downloadThisPage } from "../../api/calls/download-this-page.ts";
import { useLoaded } from "../../api/query.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { readId } from "../../app/query-ids.ts";
import { FormChart } from "../../blocks/charts/form/FormChart.tsx";
import { DataInfo } from "../../blocks/data-info/DataInfo.tsx";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import type { NamedListKind } from "../../blocks/drilldown/list-types.ts";
import { DetailScreen } from "../../blocks/info/DetailScreen.tsx";
import { InfoPanel } from "../../blocks/info/InfoPanel.tsx";
import { useT } from "../../i18n/i18n.ts";
import { findPlayer } from "./find-player.ts";
import { PlayerCareer } from "./PlayerCareer.tsx";
import { teamPlayersOf } from "./player-lists.ts";

export function PlayerPage() {
  const playerId = readId(useSearchParams()[0], "player_id", true);
  // Another player is another screen: nothing of the last one carries over.
  return <PlayerScreen key={playerId} playerId={playerId} />;
}

function PlayerScreen({ playerId }: { playerId: number }) {
  const { t } = useT();
  const player = useLoaded(findPlayer(playerId));
  const career = { field: "player_career", player_id: playerId } as const;
  return (
    <DetailScreen kind={t("kind.player")} id={playerId} record={player} name={(row) => row.player_name}>
      {(row) => (
        <>
          {/* The other player is picked there, by name. */}
          <p className="screen-links">
            <RouteLink to="playerCompare" query={{ ids: String(playerId) }} className="button">
              {t("pvp.open")}
            </RouteLink>
          </p>
          <InfoPanel table={PLAYER_INFO} row={row} allData={() => downloadThisPage(career)} />
          <DataInfo scope={career} />
          <PlayerCareer playerId={playerId} />
          <TeamPlayerList playerId={playerId} />
          <FormChart subject={{ field: "player", player_id: playerId }} />
        </>
      )}
    </DetailScreen>
  );
}

const TEAMPLAYER_ROWS: NamedListKind<TeamPlayerRef> = {
  table: TEAMPLAYER_LIST,
  key: (row) => row.id,
  name: (row) => `${row.name} · ${row.team_name}`,
};

function TeamPlayerList({ playerId }: { playerId: number }) {
  const records = useLoaded(teamPlayersOf(playerId));
  return (
    <DrillList
      of={TEAMPLAYER_ROWS}
      list={records}
      open={(row) => ({ to: "teamplayerData", query: { player_id: row.player_id, teamplayer_id: row.id } })}
    />
  );
}
