/**
 * The weapon_meta answer as bars: each weapon's pick rate in a season or an event, or its change between
 * two events (rises first, falls last), what the text summaries say of them, and the two events a season's
 * change opens with.
 */
import type { EventRow, WeaponMeta } from "@match-stats/contract";
import { modeFamily } from "@match-stats/stats";
import type { Bar } from "../BarChart.tsx";

/** A season's events oldest first, as the change's pickers list them. */
export const eventsByTime = (events: readonly EventRow[]): EventRow[] =>
  [...events].sort((a, b) => (a.start_time ?? 0) - (b.start_time ?? 0) || a.event_id - b.event_id);

type Pairing = (from: EventRow, to: EventRow) => boolean;

/** The latest event with an earlier one it pairs with, and the latest of those. */
function latestPair(byTime: readonly EventRow[], pairs: Pairing): { from: number; to: number } | undefined {
  for (let to = byTime.length - 1; to > 0; to -= 1) {
    for (let from = to - 1; from >= 0; from -= 1) {
      const [a, b] = [byTime[from], byTime[to]];
      if (a && b && pairs(a, b)) return { from: a.event_id, to: b.event_id };
    }
  }
  return undefined;
}

/**
 * The two events the change opens with (`byTime` oldest first): the most recent event that follows one of
 * its own mode, and the latest such one, since a bomb-squad event's weapons are not a battle royale's to
 * compare with. Where no mode was played twice, two events of one mode family (clash squad then bomb squad);
 * where no family was either, the two most recent, the only comparison the season has.
 */
export const defaultChange = (byTime: readonly EventRow[]): { from: number; to: number } | undefined =>
  latestPair(byTime, (a, b) => a.mode === b.mode) ??
  latestPair(byTime, (a, b) => modeFamily(a.mode) === modeFamily(b.mode)) ??
  latestPair(byTime, () => true);

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
