/**
 * The weapon and skill dialogs' loads for some matches (the event page's match list, the match detail):
 * the weapon call's "no data" answer opens the dialog empty instead of raising a toast (SPEC section 8).
 */
import type { CallRequestInput } from "@match-stats/contract";
import { skill } from "../../api/calls/skill.ts";
import { weapon } from "../../api/calls/weapon.ts";
import { ApiError, NO_DATA_CODE } from "../../api/errors.ts";
import type { SkillsByKind } from "./SkillDialog.tsx";
import type { WeaponLists } from "./WeaponDialog.tsx";

const NO_WEAPONS: WeaponLists = { total: [], average: [] };

export const loadMatchWeapons =
  (fields: CallRequestInput<"weapon">) =>
  (fresh: boolean): Promise<WeaponLists> =>
    weapon(fields, { fresh, quiet: [NO_DATA_CODE] }).then(
      (answer) => answer.weapon_stats,
      (error: unknown) => {
        if (error instanceof ApiError && error.code === NO_DATA_CODE) return NO_WEAPONS;
        throw error;
      },
    );

export const loadMatchSkills =
  (fields: CallRequestInput<"skill">) =>
  (fresh: boolean): Promise<SkillsByKind> =>
    skill(fields, { fresh }).then((answer) => ({
      active: answer.active_skills,
      passive: answer.passive_skills,
      pet: answer.pet_skills,
      loadout: answer.loadout_skills,
    }));
