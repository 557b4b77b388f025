/**
 * data_info: totals, averages, weapons and skills of one scope (a player's or team's career, season, event
 * or match; a whole season or event), read from its roll-up rows by primary key.
 */
import { type CallRequest, type CallResponse, CONTEXT_ID, SUBJECT_ID } from "@match-stats/contract";
import {
  averageDivisor,
  NO_CONTEXT,
  NO_SUBJECT,
  PLAYER_COUNTER_KEYS,
  SCOPES,
  type SkillKind,
  TEAM_COUNTER_KEYS,
} from "@match-stats/stats";
import type { JsonHandler } from "../handler.ts";
import { pickCounters } from "../stats/combine.ts";
import { byId } from "../stats/names.ts";
import { dataInfoSkill, skillLists } from "../stats/skill-stats.ts";
import { averagedStatBlock, statBlock } from "../stats/stat-block.ts";
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

  // Team counters (placement, booyah, rounds) belong to teams; other scopes' roll-ups hold zeros there.
  const sums =
    SCOPES[key.scope].subject === "team"
      ? pickCounters(row, [...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS])
      : pickCounters(row, PLAYER_COUNTER_KEYS);
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
  const sample = { games: row.games, player_games: row.appearances };
  const divisor = averageDivisor(key.scope, sample);
  const scope = { kills: row.kills, appearances: row.appearances, games: divisor };
  const lists = skillLists(skills, skillInfos, row.appearances);
  const skillRows = (kind: SkillKind) => lists[kind].map((skill) => dataInfoSkill(skill, row.appearances));
  return {
    total: [{ ...statBlock(sums, row.games), player_games: row.appearances }],
    avg: [{ ...averagedStatBlock(sums, row.games, divisor), player_games: row.appearances }],
    weapon_total: weaponStats(weaponRows, weaponNames, scope, false),
    weapon_avg: weaponStats(weaponRows, weaponNames, scope, true),
    active_skill: skillRows("active"),
    passive_skill: skillRows("passive"),
    pet_skill: skillRows("pet"),
    loadout_skill: skillRows("loadout"),
  };
};
