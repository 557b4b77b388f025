/**
 * The frame of every team screen (SPEC section 2 "Team drill-down"): back, the team's name, the levels
 * gone down through, Team Info with its logo and download (with the page's zip when the screen has one),
 * then the screen's own blocks. An id of the address the team did not play shows as "not found", named.
 */
import type { CallRequestInput } from "@match-stats/contract";
import { TEAM_INFO } from "@match-stats/stats";
import type { ReactNode } from "react";
import { downloadThisPage } from "../../api/calls/download-this-page.ts";
import { useCall } from "../../api/use-call.ts";
import { type MessageKey, useT } from "../../i18n/i18n.ts";
import { DetailScreen } from "../info/DetailScreen.tsx";
import { InfoPanel } from "../info/InfoPanel.tsx";
import { Logo } from "../info/Logo.tsx";
import { TeamPathNav } from "./TeamPathNav.tsx";
import { loadTeamPath, type TeamLevel, type TeamPath, type TeamPathIds } from "./team-path.ts";
import "./team.css";

interface TeamScreenProps {
  readonly ids: TeamPathIds;
  /** The scope of the page's zip of all data, offered by the Team Info download. */
  readonly allData?: CallRequestInput<"download_this_page">;
  readonly children: (path: TeamPath) => ReactNode;
}

const KINDS: Readonly<Record<TeamLevel, MessageKey>> = {
  team: "kind.team",
  season: "kind.season",
  event: "kind.event",
  match: "kind.match",
};

const idOf = (ids: TeamPathIds, level: TeamLevel): number | undefined =>
  ({ team: ids.teamId, season: ids.seasonId, event: ids.eventId, match: ids.matchId })[level];

export function TeamScreen({ ids, allData, children }: TeamScreenProps) {
  const { t } = useT();
  const answer = useCall((fresh) => loadTeamPath(ids, fresh), JSON.stringify(ids));
  const found = answer.data;
  // Until a level is known to be missing, the screen is the team's.
  const level = found && "missing" in found ? found.missing : "team";
  const record = { ...answer, data: found === undefined ? undefined : "path" in found ? found.path : null };
  return (
    <DetailScreen
      kind={t(KINDS[level])}
      id={idOf(ids, level) ?? ids.teamId}
      record={record}
      name={(path) => path.team.name}
    >
      {(path) => (
        <>
          <TeamPathNav path={path} />
          <InfoPanel
            table={TEAM_INFO}
            row={path.team}
            media={<Logo src={path.team.logo} name={path.team.name} />}
            allData={allData && (() => downloadThisPage(allData))}
          />
          {children(path)}
        </>
      )}
    </DetailScreen>
  );
}
