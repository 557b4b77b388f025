/**
 * The weapon_meta answer as bars: each weapon's pick rate in a season or an event, or its change between
 * two events (rises first, falls last), and what the text summaries say of them.
 */
import type { WeaponMeta } from "@match-stats/contract";
import type { Bar } from "../BarChart.tsx";

export const pickBars = (meta: WeaponMeta): Bar[] =>
  meta.weapons.map((weapon) => ({
    id: String(weapon.weapon_id),
    label: weapon.weapon_name,
    value: weapon.pick_rate ?? 0,
  }));

export const changeBars = (meta: WeaponMeta): Bar[] =>
  (meta.change?.weapons ?? []).map((weapon) => ({
    id: String(weapon.weapon_id),
    label: weapon.weapon_name,
    value: weapon.change,
  }));

export interface ChangeSummary {
  readonly rose: { readonly name: string; readonly change: number } | null;
  readonly fell: { readonly name: string; readonly change: number } | null;
  readonly rising: number;
  readonly falling: number;
}

/** The largest rise and fall, and how many weapons rose and fell. */
export function changeSummary(meta: WeaponMeta): ChangeSummary {
  const weapons = meta.change?.weapons ?? [];
  const first = weapons[0];
  const last = weapons.at(-1);
  return {
    rose: first && first.change > 0 ? { name: first.weapon_name, change: first.change } : null,
    fell: last && last.change < 0 ? { name: last.weapon_name, change: last.change } : null,
    rising: weapons.filter((weapon) => weapon.change > 0).length,
    falling: weapons.filter((weapon) => weapon.change < 0).length,
  };
}
