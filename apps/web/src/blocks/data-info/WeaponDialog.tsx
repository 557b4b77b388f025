import { OVERALL_VIEW_LABELS, type OverallView, WEAPON_STATS } from "@match-stats/stats";
import { useT } from "../../i18n/i18n.ts";
import type { WeaponLists } from "./breakdowns.ts";
import { type BreakdownDialogProps, TableDialog, type TableTab } from "./TableDialog.tsx";

const tab = (view: OverallView): TableTab<OverallView> => ({
  id: view,
  label: OVERALL_VIEW_LABELS[view],
  table: WEAPON_STATS[view],
});

const TABS = [tab("total"), tab("average")] as const;

export function WeaponDialog<Answer>(props: BreakdownDialogProps<Answer, WeaponLists>) {
  const { t } = useT();
  return (
    <TableDialog
      title={t("breakdown.weaponStats")}
      tabs={TABS}
      rowsOf={(data, view) => data[view]}
      {...props}
    />
  );
}
