/**
 * The frame of every team screen (docs/spec.md section 2 "Team drill-down"): the drill-down frame headed by the
 * team's name, with Team Info, its logo and download (with the page's zip when the screen has one). Until
 * a level is known to be missing, the screen is the team's.
 */
import type { CallRequestInput } from "@match-stats/contract";
import { TEAM_INFO } from "@match-stats/stats";
import type { ReactNode } from "react";
import { downloadThisPage } from "../../api/calls/download-this-page.ts";
import { DrillScreen } from "../../blocks/drilldown/DrillScreen.tsx";
import { InfoPanel } from "../../blocks/info/InfoPanel.tsx";
import { Logo } from "../../blocks/info/Logo.tsx";
import { type TeamPath, type TeamPathIds, teamCrumbs, teamPathQuery } from "./team-path.ts";

interface TeamScreenProps {
  readonly ids: TeamPathIds;
  /** The scope of the page's zip of all data, offered by the Team Info download. */
  readonly allData?: CallRequestInput<"download_this_page">;
  readonly children: (path: TeamPath) => ReactNode;
}

export function TeamScreen({ ids, allData, children }: TeamScreenProps) {
  return (
    <DrillScreen
      level={{ kind: "team", id: ids.teamId }}
      pathKey={JSON.stringify(ids)}
      path={teamPathQuery(ids)}
      crumbs={teamCrumbs}
      name={(path) => path.team.name}
      info={({ team }) => (
        <InfoPanel
          table={TEAM_INFO}
          row={team}
          media={<Logo src={team.logo} name={team.name} />}
          allData={allData && (() => downloadThisPage(allData))}
        />
      )}
    >
      {children}
    </DrillScreen>
  );
}
