/**
 * A screen of the team-player drill-down (teamplayerData, seasonData, eventData, matchData): the trail, the
 * TeamPlayer Info with the level's all-data download, the level's Data Info, then the screen's own blocks.
 * It loads everything from the address, so a pasted link opens the same screen.
 */
import { TEAMPLAYER_INFO } from "@match-stats/stats";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { downloadThisPage } from "../../api/calls/download-this-page.ts";
import { DataInfo } from "../../blocks/data-info/DataInfo.tsx";
import { DrillScreen } from "../../blocks/drilldown/DrillScreen.tsx";
import { InfoPanel } from "../../blocks/info/InfoPanel.tsx";
import {
  levelOf,
  type PathIds,
  type PathLevel,
  pathCrumbs,
  pathQuery,
  readPathIds,
  scopeOf,
  type TeamPlayerPath,
  teamPlayerPathQuery,
} from "./team-player-path.ts";

interface TeamPlayerLevelProps {
  readonly level: PathLevel;
  /** The screen's blocks after Data Info. */
  readonly children: (path: TeamPlayerPath, ids: PathIds) => ReactNode;
}

export function TeamPlayerLevel({ level, children }: TeamPlayerLevelProps) {
  const ids = readPathIds(useSearchParams()[0], level);
  const scope = scopeOf(ids);
  return (
    <DrillScreen
      level={levelOf(ids)}
      pathKey={JSON.stringify(pathQuery(ids))}
      path={teamPlayerPathQuery(ids)}
      crumbs={(path) => pathCrumbs(path, ids)}
      info={(path) => (
        <InfoPanel table={TEAMPLAYER_INFO} row={path.teamPlayer} allData={() => downloadThisPage(scope)} />
      )}
    >
      {(path) => (
        <>
          {/* A season mixes modes; an event and a match have one, which decides the columns. */}
          <DataInfo scope={scope} context={{ mode: (path.match ?? path.event)?.mode }} />
          {children(path, ids)}
        </>
      )}
    </DrillScreen>
  );
}
