/**
 * The weapon and skill tables of some matches (the event page's match list, the match detail), as lookups
 * of the weapon and skill calls: the weapon call's "no data" opens the dialog empty (docs/spec.md section 8).
 */
import type { CallRequestInput } from "@match-stats/contract";
import { skillQuery } from "../../api/calls/skill.ts";
import { weaponQuery } from "../../api/calls/weapon.ts";
import { lookup } from "../../api/query.ts";
import type { SkillsByKind, WeaponLists } from "./breakdowns.ts";

const NO_WEAPONS: WeaponLists = { total: [], average: [] };

export const matchWeapons = (fields: CallRequestInput<"weapon">) =>
  lookup(weaponQuery(fields), (answer): WeaponLists => answer?.weapon_stats ?? NO_WEAPONS);

export const matchSkills = (fields: CallRequestInput<"skill">) =>
  lookup(
    skillQuery(fields),
    (answer): SkillsByKind => ({
      active: answer.active_skills,
      passive: answer.passive_skills,
      pet: answer.pet_skills,
      loadout: answer.loadout_skills,
    }),
  );
