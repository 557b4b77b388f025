/** The Data Info, Weapon Stats and Skill Data tables of a download, from the answers of their calls. */
import type { CallResponse, SkillLists, WeaponStat } from "@match-stats/contract";
import { DATA_INFO, SKILL_KINDS, SKILL_TABLES, type SkillKind, WEAPON_STATS } from "@match-stats/stats";
import type { TableFile } from "./zip-tables.ts";

export interface WeaponLists {
  readonly total: readonly WeaponStat[];
  readonly average: readonly WeaponStat[];
}

/** Weapon totals and averages, then the skill tabs asked for, in the order the dialogs show them. */
export const breakdownFiles = (
  weapons: WeaponLists,
  skills: SkillLists,
  kinds: readonly SkillKind[],
  folder?: string,
): TableFile[] => [
  { table: WEAPON_STATS.total, rows: weapons.total, folder },
  { table: WEAPON_STATS.average, rows: weapons.average, folder },
  ...kinds.map((kind) => ({ table: SKILL_TABLES[kind], rows: skills[`${kind}_skills`], folder })),
];

/** A scope's totals, averages, weapons and every skill tab. */
export const dataInfoFiles = (answer: CallResponse<"data_info">): TableFile[] => [
  { table: DATA_INFO.total, rows: answer.total },
  { table: DATA_INFO.average, rows: answer.avg },
  ...breakdownFiles(
    { total: answer.weapon_total, average: answer.weapon_avg },
    {
      active_skills: answer.active_skill,
      passive_skills: answer.passive_skill,
      pet_skills: answer.pet_skill,
      loadout_skills: answer.loadout_skill,
    },
    SKILL_KINDS,
  ),
];
