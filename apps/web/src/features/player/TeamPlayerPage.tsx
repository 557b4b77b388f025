/**
 * A team-player's page (teamplayerData): TeamPlayer Info, Data Info over the record's career, and the
 * seasons it played, each opening the record's season; a link leads to the player's seasons with the
 * team as the player_season call lists them (the player-in-team chain); and the record's recent form.
 */
import type { PlayerRow } from "@match-stats/contract";
import { useLoaded } from "../../api/query.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { FormChart } from "../../blocks/charts/form/FormChart.tsx";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import { SEASON_ROWS } from "../../blocks/drilldown/list-kinds.ts";
import { useT } from "../../i18n/i18n.ts";
import { inTeamQuery } from "./player-in-team-path.ts";
import { seasonsOfTeamPlayer } from "./player-lists.ts";
import { TeamPlayerLevel } from "./TeamPlayerLevel.tsx";
import { type PathIds, pathQuery } from "./team-player-path.ts";
import "./team-player-page.css";

export function TeamPlayerPage() {
  return (
    <TeamPlayerLevel level="teamplayer">
      {(path, ids) => (
        <>
          <TeamPlayerSeasons ids={ids} teamPlayer={path.teamPlayer} />
          <FormChart subject={{ field: "team_player", teamplayer_id: ids.teamPlayerId }} />
        </>
      )}
    </TeamPlayerLevel>
  );
}

function TeamPlayerSeasons({ ids, teamPlayer }: { ids: PathIds; teamPlayer: PlayerRow }) {
  const { t } = useT();
  const seasons = useLoaded(seasonsOfTeamPlayer(ids.teamPlayerId));
  const teamId = teamPlayer.team_id;
  return (
    <DrillList
      of={SEASON_ROWS}
      list={seasons}
      open={(row) => ({ to: "seasonData", query: pathQuery({ ...ids, seasonId: row.season_id }) })}
      actions={
        teamId !== null && (
          <RouteLink
            to="playerSeason"
            query={inTeamQuery({ playerId: ids.playerId, teamId })}
            className="button button-small drill-chain-link"
          >
            {t("player.teamSeasons", { team: teamPlayer.team_name ?? String(teamId) })}
          </RouteLink>
        )
      }
    />
  );
}
