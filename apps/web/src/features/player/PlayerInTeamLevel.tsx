/**
 * A screen of the player-in-team chain (playerSeason, playerEvent, playerMatch, playerMatchDetail): the
 * trail, the TeamPlayer Info of the player's record in the team, then the screen's own blocks. It loads
 * everything from the address, so a pasted link opens the same screen.
 */
import { TEAMPLAYER_INFO } from "@match-stats/stats";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { DrillScreen } from "../../blocks/drilldown/DrillScreen.tsx";
import { InfoPanel } from "../../blocks/info/InfoPanel.tsx";
import {
  type InTeamIds,
  type InTeamLevel,
  type InTeamPath,
  inTeamCrumbs,
  inTeamLevelOf,
  inTeamPathQuery,
  readInTeamIds,
} from "./player-in-team-path.ts";

interface PlayerInTeamLevelProps {
  readonly level: InTeamLevel;
  readonly children: (path: InTeamPath, ids: InTeamIds) => ReactNode;
}

export function PlayerInTeamLevel({ level, children }: PlayerInTeamLevelProps) {
  const ids = readInTeamIds(useSearchParams()[0], level);
  return (
    <DrillScreen
      level={inTeamLevelOf(ids, level)}
      pathKey={JSON.stringify(ids)}
      path={inTeamPathQuery(ids)}
      crumbs={(path) => inTeamCrumbs(path, ids)}
      info={(path) => <InfoPanel table={TEAMPLAYER_INFO} row={path.record} />}
    >
      {(path) => children(path, ids)}
    </DrillScreen>
  );
}
