/**
 * The match detail's tables (docs/spec.md sections 2, 4 and 5): Team and Player tabs, and in the overall view the
 * Total and Average sub-tabs; columns as the mode and view show them; compare mode (VS), the weapon, skill
 * and item dialogs, refresh and download.
 */
import type { MatchPlayerRow, MatchTeamRow } from "@match-stats/contract";
import {
  COMPARE,
  matchSkillKinds,
  OVERALL_VIEW_LABELS,
  OVERALL_VIEWS,
  type OverallView,
  visibleColumns,
} from "@match-stats/stats";
import { useId, useState } from "react";
import { track } from "../../analytics/track.ts";
import type { SavedFile } from "../../api/client.ts";
import { lookup } from "../../api/query.ts";
import { CompareBar } from "../../blocks/compare/CompareBar.tsx";
import { useCompareSelection } from "../../blocks/compare/use-compare-selection.ts";
import { matchSkills, matchWeapons } from "../../blocks/data-info/match-breakdowns.ts";
import { SkillDialog } from "../../blocks/data-info/SkillDialog.tsx";
import { sampleText } from "../../blocks/data-info/sample.ts";
import { useScrollMemories } from "../../blocks/data-info/use-scroll-memories.ts";
import { WeaponDialog } from "../../blocks/data-info/WeaponDialog.tsx";
import { DownloadButton } from "../../blocks/downloads/DownloadButton.tsx";
import { useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { RefreshButton } from "../../ui/RefreshButton.tsx";
import { TabPanel, Tabs } from "../../ui/Tabs.tsx";
import { CompareDialog, type CompareSide } from "./CompareDialog.tsx";
import { ItemsDialog } from "./ItemsDialog.tsx";
import { linkedCell } from "./match-cells.tsx";
import { itemsDownload, playersDownload, teamsDownload } from "./match-downloads.ts";
import {
  breakdownFields,
  type Focus,
  focusInfos,
  focusTables,
  gamesShown,
  type MatchAnswer,
  OVERALL,
  type StatsTab,
  showsItems,
} from "./match-focus.ts";

type Breakdown = "weapon" | "skill" | "items";
type StatsRow = MatchTeamRow | MatchPlayerRow;

const rowKey = (row: StatsRow): string => ("teamplayer_id" in row ? row.teamplayer_id : String(row.team_id));

interface MatchTablesProps {
  readonly answer: MatchAnswer;
  readonly focus: Focus;
  readonly allData: () => Promise<SavedFile>;
  readonly onRefresh: () => void;
}

export function MatchTables({ answer, focus, allData, onRefresh }: MatchTablesProps) {
  const { t, label } = useT();
  const [tab, setTab] = useState<StatsTab>("teams");
  const [view, setView] = useState<OverallView>("total");
  const [dialog, setDialog] = useState<Breakdown | null>(null);
  const [comparing, setComparing] = useState<readonly [CompareSide, CompareSide] | null>(null);
  // Each focus's weapon and skill dialogs reopen at the row they were left at.
  const scrollMemory = useScrollMemories();
  const scrollOf = (kind: Breakdown) => scrollMemory(`${kind}:${focus}`);
  const tabsId = useId();
  const viewsId = useId();

  const overall = focus === OVERALL;
  const shown = focusTables(answer, focus, overall ? view : "total");
  const table = shown.tables[tab];
  const rows: readonly StatsRow[] = tab === "teams" ? shown.teams : shown.players;
  const mode = shown.context.mode;
  const compare = useCompareSelection(`${focus}:${view}:${tab}`);
  const fields = breakdownFields(focusInfos(focus, answer.match_info));
  const download = (tab === "teams" ? teamsDownload : playersDownload)(shown, answer.match_info);
  const close = () => setDialog(null);
  // The Item button shows only for battle royale (docs/spec.md section 5).
  const breakdowns: readonly (readonly [Breakdown, string])[] = [
    ["weapon", t("dataInfo.weapon")],
    ["skill", t("dataInfo.skill")],
    ...(showsItems(mode) ? [["items", t("match.item")] as const] : []),
  ];
  const title = label(table.title);
  const statsTabs = [
    { id: "teams", label: t("kind.team") },
    { id: "players", label: t("kind.player") },
  ] as const;
  const viewTabs = OVERALL_VIEWS.map((id) => ({ id, label: label(OVERALL_VIEW_LABELS[id]) }));

  /** A row to compare; its weapons are those of the view shown (the overall Average tab's are per game). */
  const sideOf = (row: StatsRow): CompareSide => {
    const player = "teamplayer_id" in row;
    const owner = player ? { teamplayer_id: row.teamplayer_id } : { team_id: row.team_id };
    const lists = matchWeapons({ ...fields, ...owner });
    const weapons = lookup(lists, (answer) => lists.select(answer)[overall ? view : "total"]);
    return player
      ? { name: row.player_name, detail: row.team_name, row, weapons }
      : { name: row.team_name, row, weapons };
  };

  const confirm = () => {
    const [a, b] = compare.keys.map((key) => rows.find((row) => rowKey(row) === key));
    if (!a || !b) return;
    setComparing([sideOf(a), sideOf(b)]);
    track({ name: "compare", table: table.id });
  };

  const dataTable = (
    <DataTable
      label={title}
      columns={visibleColumns(table, shown.context)}
      rows={rows}
      rowKey={rowKey}
      renderCell={compare.active ? undefined : linkedCell}
      selection={
        compare.active
          ? {
              isSelected: (row) => compare.keys.includes(rowKey(row)),
              onToggle: (row) => compare.toggle(rowKey(row)),
            }
          : undefined
      }
    />
  );

  return (
    <Panel
      title={title}
      actions={
        <>
          <button
            type="button"
            className="button button-small match-action"
            aria-pressed={compare.active}
            title={t("match.compare")}
            onClick={compare.active ? compare.cancel : compare.enter}
          >
            VS
          </button>
          {breakdowns.map(([kind, text]) => (
            <button
              key={kind}
              type="button"
              className="button button-small match-action"
              onClick={() => setDialog(kind)}
            >
              {text}
            </button>
          ))}
          <RefreshButton name={title} onRefresh={onRefresh} />
          <DownloadButton source={download} allData={allData} />
        </>
      }
    >
      <div className="match-table-tabs">
        <Tabs label={t("match.tables")} tabs={statsTabs} value={tab} onChange={setTab} idPrefix={tabsId} />
        {overall && (
          <>
            <Tabs
              label={t("match.overall")}
              tabs={viewTabs}
              value={view}
              onChange={setView}
              idPrefix={viewsId}
            />
            <p className="sample-note">{sampleText(view, "game_played", gamesShown(answer.match_info))}</p>
          </>
        )}
      </div>
      {compare.active && (
        <CompareBar count={compare.keys.length} onConfirm={confirm} onCancel={compare.cancel} />
      )}
      <TabPanel idPrefix={tabsId} value={tab}>
        {overall ? (
          <TabPanel idPrefix={viewsId} value={view}>
            {dataTable}
          </TabPanel>
        ) : (
          dataTable
        )}
      </TabPanel>
      <WeaponDialog
        open={dialog === "weapon"}
        onClose={close}
        query={matchWeapons(fields)}
        context={{ mode }}
        scrollMemory={scrollOf("weapon")}
      />
      <SkillDialog
        open={dialog === "skill"}
        onClose={close}
        kinds={matchSkillKinds(mode)}
        query={matchSkills(fields)}
        context={{ mode }}
        scrollMemory={scrollOf("skill")}
      />
      <ItemsDialog
        open={dialog === "items"}
        onClose={close}
        rows={shown.items}
        download={itemsDownload(shown, answer.match_info)}
      />
      <CompareDialog
        sides={comparing}
        onClose={() => setComparing(null)}
        columns={visibleColumns(COMPARE, shown.context)}
      />
    </Panel>
  );
}
