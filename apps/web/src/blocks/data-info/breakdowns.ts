/** The rows the weapon and skill dialogs show, as their lookups shape them. */
import type { WeaponStat } from "@match-stats/contract";
import type { CsvRow, OverallView, SkillKind } from "@match-stats/stats";

export type SkillsByKind = Readonly<Record<SkillKind, readonly CsvRow[]>>;

export type WeaponLists = Readonly<Record<OverallView, readonly WeaponStat[]>>;
