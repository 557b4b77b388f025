/**
 * data_info: totals, averages, weapons and skills of one scope (a player's or team's career, season, event
 * or match; a whole season or event), read from its roll-up rows by primary key.
 */
import { type CallRequest, type CallResponse, CONTEXT_ID, SUBJECT_ID } from "@match-stats/contract";
import { NO_CONTEXT, NO_SUBJECT, SCOPES, type SkillKind } from "@match-stats/stats";
import type { JsonHandler } from "../handler.ts";
import { byId } from "../stats/names.ts";
import { rollupBlock, rollupDivisor } from "../stats/rollup-block.ts";
import { dataInfoSkill, skillLists } from "../stats/skill-stats.ts";
import { rollupWeaponSums, weaponStats } from "../stats/weapon-stats.ts";

type Request = CallRequest<"data_info">;

const EMPTY: CallResponse<"data_info"> = {
  total: [],
  avg: [],
  weapon_total: [],
  weapon_avg: [],
  active_skill: [],
  passive_skill: [],
  pet_skill: [],
  loadout_skill: [],
};

/** The roll-up key of the scope asked for: the request schema requires the ids the scope needs. */
function rollupKey(request: Request) {
  const scope = request.field;
  const { subject, context } = SCOPES[scope];
  return {
    scope,
    subject: subject === "none" ? NO_SUBJECT : String(request[SUBJECT_ID[subject]]),
    context_id: context === "none" ? NO_CONTEXT : request[CONTEXT_ID[context]],
  };
}

export const dataInfo: JsonHandler<"data_info"> = async (request, { db }) => {
  const key = rollupKey(request);
  const [row, weapons, skills] = await Promise.all([
    db
      .selectFrom("rollups")
      .selectAll()
      .where((eb) => eb.and(key))
      .executeTakeFirst(),
    db
      .selectFrom("weapon_rollups")
      .selectAll()
      .where((eb) => eb.and(key))
      .execute(),
    db
      .selectFrom("skill_rollups")
      .selectAll()
      .where((eb) => eb.and(key))
      .execute(),
  ]);
  if (!row) return EMPTY;

  const weaponRows = rollupWeaponSums(weapons);
  const [weaponNames, skillInfos] = await Promise.all([
    byId(
      db,
      "weapons",
      weaponRows.map((weapon) => weapon.weapon_id),
    ),
    byId(
      db,
      "skills",
      skills.map((skill) => skill.skill_id),
    ),
  ]);
  const scope = { kills: row.kills, appearances: row.appearances, games: rollupDivisor(row, key.scope) };
  const lists = skillLists(skills, skillInfos, row.appearances);
  const skillRows = (kind: SkillKind) => lists[kind].map((skill) => dataInfoSkill(skill, row.appearances));
  return {
    total: [rollupBlock(row, key.scope, "total")],
    avg: [rollupBlock(row, key.scope, "average")],
    weapon_total: weaponStats(weaponRows, weaponNames, scope, false),
    weapon_avg: weaponStats(weaponRows, weaponNames, scope, true),
    active_skill: skillRows("active"),
    passive_skill: skillRows("passive"),
    pet_skill: skillRows("pet"),
    loadout_skill: skillRows("loadout"),
  };
};
