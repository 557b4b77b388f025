/**
 * A player's data with one team in some matches (playerMatchDetail, the player_data call): a row per match
 * (and one over all of them when there are several), as totals or per-game averages by the Total and
 * Average tabs, which the address keeps as `type`; the weapon and skill dialogs break the same games down.
 */
import type { MatchRow } from "@match-stats/contract";
import {
  matchSkillKinds,
  OVERALL_PLAYERS,
  OVERALL_VIEWS,
  type OverallView,
  visibleColumns,
} from "@match-stats/stats";
import { useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { playerData } from "../../api/calls/player-data.ts";
import { useCall } from "../../api/use-call.ts";
import { useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { TabPanel, Tabs } from "../../ui/Tabs.tsx";
import { loadMatchSkills, loadMatchWeapons } from "../data-info/match-breakdowns.ts";
import { SkillDialog } from "../data-info/SkillDialog.tsx";
import { VIEW_LABELS } from "../data-info/view-labels.ts";
import { WeaponDialog } from "../data-info/WeaponDialog.tsx";
import { PlayerInTeamLevel } from "./PlayerInTeamLevel.tsx";
import type { InTeamIds } from "./player-in-team-path.ts";
import { TableActions } from "./TableActions.tsx";
import "./tabbed-table.css";

export function PlayerMatchDetailPage() {
  return (
    <PlayerInTeamLevel level="match">
      {(path, ids) => <PlayerMatchData ids={ids} matches={path.matches} />}
    </PlayerInTeamLevel>
  );
}

/** The `type` value of the address for each tab. */
const TYPES: Readonly<Record<OverallView, string>> = { total: "Total", average: "Average" };
const VIEW_TABS = OVERALL_VIEWS.map((view) => ({ id: view, label: VIEW_LABELS[view] }));
const DIALOGS = ["weapon", "skill"] as const;
type Dialog = (typeof DIALOGS)[number];

/** The matches' mode when they share one; several modes show every mode's columns. */
const modeOf = (matches: readonly MatchRow[]): number | undefined => {
  const modes = new Set(matches.map((match) => match.mode));
  return modes.size === 1 ? matches[0]?.mode : undefined;
};

function PlayerMatchData({ ids, matches }: { ids: InTeamIds; matches: readonly MatchRow[] }) {
  const { t, label } = useT();
  const [params, setParams] = useSearchParams();
  const view: OverallView = params.get("type") === TYPES.average ? "average" : "total";
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const weaponScroll = useRef(0);
  const skillScroll = useRef(0);
  const idPrefix = useId();
  const games = { match_ids: [...ids.matchIds], single_match_ids: [...ids.singleMatchIds] };
  const answer = useCall(
    (fresh) =>
      playerData({ ...games, uid: ids.playerId, team_id: ids.teamId, is_avg: view === "average" }, { fresh }),
    view,
  );
  const rows = answer.data?.player_data ?? [];
  const teamPlayerId = answer.data?.player_info.teamplayer_id ?? "";
  const table = OVERALL_PLAYERS[view];
  const context = { mode: modeOf(matches) };
  const title = label(table.title);
  // The dialogs count this record's rows in the same games.
  const breakdown = {
    match_ids: games.match_ids,
    single_match_id: games.single_match_ids,
    teamplayer_id: teamPlayerId,
  };
  const showView = (next: OverallView) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set("type", TYPES[next]);
        return changed;
      },
      { replace: true },
    );

  return (
    <Panel
      title={title}
      actions={
        <>
          {DIALOGS.map((opened) => (
            <button
              key={opened}
              type="button"
              className="button"
              disabled={teamPlayerId === ""}
              onClick={() => setDialog(opened)}
            >
              {t(`dataInfo.${opened}`)}
            </button>
          ))}
          <TableActions title={title} onRefresh={answer.reload} source={{ table, rows, context }} />
        </>
      }
    >
      <div className="tabbed-table">
        <Tabs label={title} tabs={VIEW_TABS} value={view} onChange={showView} idPrefix={idPrefix} />
        <TabPanel idPrefix={idPrefix} value={view}>
          <DataTable
            label={title}
            columns={visibleColumns(table, context)}
            rows={rows}
            rowKey={(row) => String(row.match_id)}
            loading={answer.loading}
          />
        </TabPanel>
      </div>
      <WeaponDialog
        open={dialog === "weapon"}
        onClose={() => setDialog(null)}
        load={loadMatchWeapons(breakdown)}
        context={context}
        scrollMemory={weaponScroll}
      />
      <SkillDialog
        open={dialog === "skill"}
        onClose={() => setDialog(null)}
        kinds={context.mode === undefined ? undefined : matchSkillKinds(context.mode)}
        load={loadMatchSkills(breakdown)}
        context={context}
        scrollMemory={skillScroll}
      />
    </Panel>
  );
}
