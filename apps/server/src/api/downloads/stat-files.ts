/** The Data Info, Weapon Stats and Skill Data tables of a download, from the answers of their calls. */
import type { CallResponse, SkillLists, WeaponStat } from "@match-stats/contract";
import {
  type CsvRow,
  DATA_INFO,
  SKILL_KINDS,
  SKILL_TABLES,
  type SkillKind,
  WEAPON_STATS,
} from "@match-stats/stats";
import type { TableFile } from "./zip-tables.ts";

export interface WeaponLists {
  readonly total: readonly WeaponStat[];
  readonly average: readonly WeaponStat[];
}

type SkillRows = Readonly<Record<SkillKind, readonly CsvRow[]>>;

/** Weapon totals and averages, then the skill tabs asked for, in the order the dialogs show them. */
const weaponAndSkillFiles = (
  weapons: WeaponLists,
  skills: SkillRows,
  kinds: readonly SkillKind[],
  folder?: string,
): TableFile[] => [
  { table: WEAPON_STATS.total, rows: weapons.total, folder },
  { table: WEAPON_STATS.average, rows: weapons.average, folder },
  ...kinds.map((kind) => ({ table: SKILL_TABLES[kind], rows: skills[kind], folder })),
];

/** The breakdowns of some games, from the weapon and skill calls. */
export const breakdownFiles = (
  weapons: WeaponLists,
  skills: SkillLists,
  kinds: readonly SkillKind[],
  folder?: string,
): TableFile[] =>
  weaponAndSkillFiles(
    weapons,
    {
      active: skills.active_skills,
      passive: skills.passive_skills,
      pet: skills.pet_skills,
      loadout: skills.loadout_skills,
    },
    kinds,
    folder,
  );

/** A scope's totals, averages, weapons and every skill tab. */
export const dataInfoFiles = (answer: CallResponse<"data_info">): TableFile[] => [
  { table: DATA_INFO.total, rows: answer.total },
  { table: DATA_INFO.average, rows: answer.avg },
  ...weaponAndSkillFiles(
    { total: answer.weapon_total, average: answer.weapon_avg },
    {
      active: answer.active_skill,
      passive: answer.passive_skill,
      pet: answer.pet_skill,
      loadout: answer.loadout_skill,
    },
    SKILL_KINDS,
  ),
];
