/**
 * Skill Data of one subject in some games: a tab per skill kind the mode has (battle royale: Active,
 * Passive, Pet, Loadout; otherwise Active), each table downloadable; the Active table has no Pick Time
 * Average column (the catalogue's rule).
 */
import type { CallRequestInput } from "@match-stats/contract";
import { matchSkillKinds, SKILL_TABLES, type SkillKind, visibleColumns } from "@match-stats/stats";
import { useId, useState } from "react";
import { useCall } from "../../api/use-call.ts";
import { useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { TabPanel, Tabs } from "../../ui/Tabs.tsx";
import { loadMatchSkills } from "../data-info/match-breakdowns.ts";
import { TableActions } from "./TableActions.tsx";
import "./tabbed-table.css";

interface SkillDataProps {
  readonly fields: CallRequestInput<"skill">;
  readonly mode: number;
}

export function SkillData({ fields, mode }: SkillDataProps) {
  const { t, label } = useT();
  const skills = useCall(loadMatchSkills(fields), JSON.stringify(fields));
  const [kind, setKind] = useState<SkillKind>("active");
  const idPrefix = useId();
  const table = SKILL_TABLES[kind];
  const rows = skills.data?.[kind] ?? [];
  const context = { mode };
  const title = t("player.skillData");
  const tabs = matchSkillKinds(mode).map((id) => ({ id, label: label(SKILL_TABLES[id].title) }));
  return (
    <Panel
      title={title}
      actions={<TableActions title={title} onRefresh={skills.reload} source={{ table, rows, context }} />}
    >
      <div className="tabbed-table">
        <Tabs label={title} tabs={tabs} value={kind} onChange={setKind} idPrefix={idPrefix} />
        <TabPanel idPrefix={idPrefix} value={kind}>
          <DataTable
            label={label(table.title)}
            columns={visibleColumns(table, context)}
            rows={rows}
            rowKey={(row) => String(row.skill_id)}
            loading={skills.loading}
          />
        </TabPanel>
      </div>
    </Panel>
  );
}
