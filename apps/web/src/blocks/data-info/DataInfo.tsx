/**
 * The Data Info block (docs/spec.md section 2): a scope's totals or per-game averages as a stat grid, its weapon and
 * skill dialogs, refresh and download; "no-data" when the scope has no games. Every screen with a Data Info
 * block passes its scope: the data_info `field` and the ids that field needs.
 */
import type { CallRequestInput, CallResponse } from "@match-stats/contract";
import {
  averageBase,
  type ColumnContext,
  DATA_INFO,
  OVERALL_VIEW_LABELS,
  OVERALL_VIEWS,
  type OverallView,
  visibleColumns,
} from "@match-stats/stats";
import { useId, useRef, useState } from "react";
import { dataInfoQuery } from "../../api/calls/data-info.ts";
import { lookup, useLoaded } from "../../api/query.ts";
import { t, useT } from "../../i18n/i18n.ts";
import { InfoBlock } from "../../ui/InfoBlock.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { RefreshButton } from "../../ui/RefreshButton.tsx";
import { TabPanel, Tabs } from "../../ui/Tabs.tsx";
import { DownloadButton } from "../downloads/DownloadButton.tsx";
import { SkillDialog } from "./SkillDialog.tsx";
import { sampleText } from "./sample.ts";
import { WeaponDialog } from "./WeaponDialog.tsx";
import "./data-info.css";

type DataInfoAnswer = CallResponse<"data_info">;

interface DataInfoProps {
  readonly scope: CallRequestInput<"data_info">;
  readonly context?: ColumnContext;
}

const statsOf = (answer: DataInfoAnswer | undefined, view: OverallView) =>
  (view === "total" ? answer?.total : answer?.avg)?.[0];

/** Without stats once loaded: a failed load (its toast has shown), or a scope without games. */
const emptyText = (answer: DataInfoAnswer | undefined): string =>
  answer === undefined ? t("dataInfo.failed") : t("dataInfo.empty");

/** A value not yet loaded: the grid keeps its final size (no layout shift) and says it is coming. */
const PENDING = "…";

export function DataInfo({ scope, context }: DataInfoProps) {
  const { label } = useT();
  const query = dataInfoQuery(scope);
  const { data, loading, refetch } = useLoaded(query);
  const [view, setView] = useState<OverallView>("total");
  const [dialog, setDialog] = useState<"weapon" | "skill" | null>(null);
  const weaponScroll = useRef(0);
  const skillScroll = useRef(0);
  const idPrefix = useId();
  const table = DATA_INFO[view];
  const stats = statsOf(data, view);
  const close = () => setDialog(null);
  const title = t("dataInfo.title");
  const viewTabs = OVERALL_VIEWS.map((id) => ({ id, label: label(OVERALL_VIEW_LABELS[id]) }));

  return (
    <Panel
      title={title}
      actions={
        <>
          <button type="button" className="button button-small" onClick={() => setDialog("weapon")}>
            {t("dataInfo.weapon")}
          </button>
          <button type="button" className="button button-small" onClick={() => setDialog("skill")}>
            {t("dataInfo.skill")}
          </button>
          <RefreshButton name={title} onRefresh={refetch} />
          <DownloadButton
            source={{ table, rows: stats ? [stats] : [], context }}
            disabled={stats === undefined}
          />
        </>
      }
    >
      <div className="data-info-body">
        <div className="data-info-tabs">
          <Tabs label={title} tabs={viewTabs} value={view} onChange={setView} idPrefix={idPrefix} />
          {/* Drawn empty while loading, so the stats arriving do not push the page down. */}
          <p className="sample-note">
            {stats
              ? sampleText(view, averageBase(scope.field), stats.games ?? 0, stats.player_games ?? 0)
              : "\u00a0"}
          </p>
        </div>
        <TabPanel idPrefix={idPrefix} value={view} busy={loading && !stats}>
          {stats || loading ? (
            <InfoBlock
              columns={visibleColumns(table, context)}
              row={stats ?? {}}
              renderValue={stats ? undefined : () => PENDING}
            />
          ) : (
            <p className="no-data">{emptyText(data)}</p>
          )}
        </TabPanel>
      </div>
      <WeaponDialog
        open={dialog === "weapon"}
        onClose={close}
        query={lookup(query, (answer) => ({ total: answer.weapon_total, average: answer.weapon_avg }))}
        context={context}
        scrollMemory={weaponScroll}
      />
      <SkillDialog
        open={dialog === "skill"}
        onClose={close}
        query={lookup(query, (answer) => ({
          active: answer.active_skill,
          passive: answer.passive_skill,
          pet: answer.pet_skill,
          loadout: answer.loadout_skill,
        }))}
        context={context}
        scrollMemory={skillScroll}
      />
    </Panel>
  );
}
