/** Weapon Stats Total of one subject in some games, as a table with refresh and download. */
import type { CallRequestInput } from "@match-stats/contract";
import { visibleColumns, WEAPON_STATS } from "@match-stats/stats";
import { useCall } from "../../api/use-call.ts";
import { useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { loadMatchWeapons } from "../data-info/match-breakdowns.ts";
import { TableActions } from "./TableActions.tsx";

interface WeaponTotalsProps {
  readonly fields: CallRequestInput<"weapon">;
  readonly mode: number;
}

const table = WEAPON_STATS.total;

export function WeaponTotals({ fields, mode }: WeaponTotalsProps) {
  const { label } = useT();
  const weapons = useCall(loadMatchWeapons(fields), JSON.stringify(fields));
  const rows = weapons.data?.total ?? [];
  const context = { mode };
  const title = label(table.title);
  return (
    <Panel
      title={title}
      actions={<TableActions title={title} onRefresh={weapons.reload} source={{ table, rows, context }} />}
    >
      <DataTable
        label={title}
        columns={visibleColumns(table, context)}
        rows={rows}
        rowKey={(row) => String(row.weapon_id)}
        loading={weapons.loading}
      />
    </Panel>
  );
}
