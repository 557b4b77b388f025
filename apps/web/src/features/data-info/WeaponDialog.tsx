/** Weapon Stats (SPEC sections 2 and 4): Total and Average tabs; closing resets to Total. */
import type { WeaponStat } from "@match-stats/contract";
import { type OverallView, WEAPON_STATS } from "@match-stats/stats";
import { type BreakdownDialogProps, TableDialog, type TableTab } from "./TableDialog.tsx";
import { VIEW_LABELS } from "./view-labels.ts";

export type WeaponLists = Readonly<Record<OverallView, readonly WeaponStat[]>>;

const tab = (view: OverallView): TableTab<OverallView> => ({
  id: view,
  label: VIEW_LABELS[view],
  table: WEAPON_STATS[view],
});

/** The Total and Average tabs, also those of a screen's weapon table. */
export const WEAPON_TABS = [tab("total"), tab("average")] as const;

export function WeaponDialog(props: BreakdownDialogProps<WeaponLists>) {
  return (
    <TableDialog title="Weapon Stats" tabs={WEAPON_TABS} rowsOf={(data, view) => data[view]} {...props} />
  );
}
