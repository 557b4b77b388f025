/**
 * The weapon-meta chart's data as tables (docs/statistics.md, "Weapon meta"): a season's or an event's pick
 * rates, and the change between two events. The weapon, pick and rate columns are the Weapon Stats table's.
 */
import type { WeaponChange, WeaponPick } from "../weapon-meta.ts";
import { column, hidden, sortable, statColumn, type Table } from "./column.ts";
import { WEAPON, WEAPON_ID } from "./entity-columns.ts";
import { PICK_TIMES, PLAYER_GAMES } from "./stat-tables.ts";

/** Every weapon of a season or an event, highest pick rate first (the chart's bars). */
export const WEAPON_META_PICKS: Table = {
  id: "weapon_meta_picks",
  title: "Weapon Pick Rates",
  columns: [
    hidden(WEAPON_ID),
    WEAPON,
    sortable(PICK_TIMES),
    sortable(PLAYER_GAMES),
    sortable(statColumn("pick_rate")),
    sortable(statColumn("kills")),
    sortable(statColumn("kill_rate")),
  ],
};

/** A weapon's change in pick rate between two events: a fall of every pick (-1) is -100%, not missing. */
export const PICK_RATE_CHANGE = column("change", "Pick Rate Change", "rate", { signed: true });

/** Each weapon's pick rate in two events of a season and the change, largest rise first (the chart's slopes). */
export const WEAPON_META_CHANGE: Table = {
  id: "weapon_meta_change",
  title: "Weapon Pick Rate Change",
  columns: [
    hidden(WEAPON_ID),
    WEAPON,
    sortable(column("from_pick_rate", "From Event Pick Rate", "rate")),
    sortable(column("to_pick_rate", "To Event Pick Rate", "rate")),
    sortable(PICK_RATE_CHANGE),
  ],
};

type Named = { readonly weapon_name: string };

/** A weapon_meta row with its name under the key of the weapon tables' Weapon column. */
const withWeapon = <R extends Named>({ weapon_name, ...row }: R) => ({ ...row, weapon: weapon_name });

/** The rows of WEAPON_META_PICKS from a weapon_meta answer of field season or event. */
export const weaponPickRows = (answer: { readonly weapons: readonly (WeaponPick & Named)[] }) =>
  answer.weapons.map(withWeapon);

/** The rows of WEAPON_META_CHANGE from a weapon_meta answer of field change; none without a change. */
export const weaponChangeRows = (answer: {
  readonly change: { readonly weapons: readonly (WeaponChange & Named)[] } | null;
}) => (answer.change?.weapons ?? []).map(withWeapon);
