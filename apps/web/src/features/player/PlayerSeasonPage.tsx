/** A player's seasons with one team (playerSeason, the player_season call), each opening its events. */
import { useLoaded } from "../../api/query.ts";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import { SEASON_ROWS } from "../../blocks/drilldown/list-kinds.ts";
import { PlayerInTeamLevel } from "./PlayerInTeamLevel.tsx";
import { type InTeamIds, seasonQuery } from "./player-in-team-path.ts";
import { seasonsInTeam } from "./player-lists.ts";

export function PlayerSeasonPage() {
  return <PlayerInTeamLevel level="team">{(_path, ids) => <TeamSeasons ids={ids} />}</PlayerInTeamLevel>;
}

function TeamSeasons({ ids }: { ids: InTeamIds }) {
  const seasons = useLoaded(seasonsInTeam(ids));
  return (
    <DrillList
      of={SEASON_ROWS}
      list={seasons}
      open={(row) => ({ to: "playerEvent", query: seasonQuery(ids, row) })}
    />
  );
}
