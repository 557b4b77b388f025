/**
 * data_info: totals, averages, weapons and skills of one scope (a player's or team's career, season, event
 * or match; a whole season or event), read from its roll-up rows by primary key.
 */
import { type CallRequest, type CallResponse, CONTEXT_ID, SUBJECT_ID } from "@match-stats/contract";
import { NO_CONTEXT, NO_SUBJECT, SCOPES, type Scope, type SkillKind } from "@match-stats/stats";
import { type InferResult, type Kysely, sql } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Engine } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";
import { rollupBlock, rollupDivisor } from "../../queries/stats/rollup-block.ts";
import { dataInfoSkill, skillLists } from "../../queries/stats/skill-stats.ts";
import { rollupWeaponSums, weaponStats } from "../../queries/stats/weapon-stats.ts";
import type { JsonHandler } from "../handler.ts";

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

/** The roll-up key's subject and context of the scope asked for: the request schema requires the ids it needs. */
function rollupKey(request: Request): [subject: string, context: number] {
  const { subject, context } = SCOPES[request.field];
  return [
    subject === "none" ? NO_SUBJECT : String(request[SUBJECT_ID[subject]]),
    context === "none" ? NO_CONTEXT : request[CONTEXT_ID[context]],
  ];
}

type KeyedTable = "rollups" | "weapon_rollups" | "skill_rollups";

/**
 * A table's rows of one roll-up key, subject and context in slots 0 and 1. The scope is written into the
 * SQL, one statement per scope, so that every column of the key is a seek on PostgreSQL's generic plans too.
 */
const keyed = <T extends KeyedTable>(db: Kysely<Database>, table: T, scope: Scope) =>
  db
    .selectFrom(table as KeyedTable)
    .where("scope", "=", sql.lit(scope))
    .where("subject", "=", slot<string>(0))
    .where("context_id", "=", slot<number>(1));

/**
 * The three reads of a scope: the roll-up row, its weapons with their names and its skills with their names
 * and kinds (names joined in, rather than read by id afterwards: two round trips fewer on PostgreSQL).
 */
export const dataInfoQueries = (db: Kysely<Database>, scope: Scope) => ({
  rollup: keyed(db, "rollups", scope).selectAll(),
  weapons: keyed(db, "weapon_rollups", scope)
    .leftJoin("weapons", "weapons.id", "weapon_id")
    .selectAll("weapon_rollups")
    .select("weapons.name"),
  skills: keyed(db, "skill_rollups", scope)
    .innerJoin("skills", "skills.id", "skill_id")
    .select(["skill_id", "pick_times", "use_times", "skills.name", "skills.kind"]),
});

type Queries = ReturnType<typeof dataInfoQueries>;
type Rows = [
  rollup: InferResult<Queries["rollup"]>,
  weapons: InferResult<Queries["weapons"]>,
  skills: InferResult<Queries["skills"]>,
];

/**
 * PostgreSQL: the three reads as one statement, each answering its rows as JSON. A round trip costs the server
 * and PostgreSQL more than a read by primary key does here (three of them, on three pooled connections, were
 * 547 to 567 us of the server's CPU per uncached request).
 */
export const dataInfoStatement = (db: Kysely<Database>, scope: Scope) => {
  const { rollup, weapons, skills } = dataInfoQueries(db, scope);
  const statement = sql<{ rollup: Rows[0][number] | null; weapons: Rows[1]; skills: Rows[2] }>`SELECT
    (SELECT row_to_json(r) FROM (${rollup}) AS r) AS rollup,
    (SELECT coalesce(json_agg(w), '[]') FROM (${weapons}) AS w) AS weapons,
    (SELECT coalesce(json_agg(s), '[]') FROM (${skills}) AS s) AS skills`;
  return { compile: () => statement.compile(db) };
};

/** The reads of a scope, compiled once per scope (db/compiled-once.ts). */
async function reads(
  db: Kysely<Database>,
  engine: Engine,
  scope: Scope,
  key: readonly unknown[],
): Promise<Rows> {
  if (engine === "postgres") {
    const [one] = await runCompiled(db, `data_info ${scope}`, () => dataInfoStatement(db, scope), key);
    return [one?.rollup ? [one.rollup] : [], one?.weapons ?? [], one?.skills ?? []];
  }
  return Promise.all([
    runCompiled(db, `data_info rollup ${scope}`, () => dataInfoQueries(db, scope).rollup, key),
    runCompiled(db, `data_info weapons ${scope}`, () => dataInfoQueries(db, scope).weapons, key),
    runCompiled(db, `data_info skills ${scope}`, () => dataInfoQueries(db, scope).skills, key),
  ]);
}

export const dataInfo: JsonHandler<"data_info"> = async (request, { db, engine }) => {
  const scope = request.field;
  const [[row], weapons, skills] = await reads(db, engine, scope, rollupKey(request));
  if (!row) return EMPTY;

  const weaponRows = rollupWeaponSums(weapons);
  const weaponNames = new Map(weapons.map((weapon) => [weapon.weapon_id, { name: weapon.name ?? "" }]));
  const skillInfos = new Map(skills.map((skill) => [skill.skill_id, skill]));
  const weaponScope = { kills: row.kills, appearances: row.appearances, games: rollupDivisor(row, scope) };
  const lists = skillLists(skills, skillInfos, row.appearances);
  const skillRows = (kind: SkillKind) => lists[kind].map((skill) => dataInfoSkill(skill, row.appearances));
  return {
    total: [rollupBlock(row, scope, "total")],
    avg: [rollupBlock(row, scope, "average")],
    weapon_total: weaponStats(weaponRows, weaponNames, weaponScope, false),
    weapon_avg: weaponStats(weaponRows, weaponNames, weaponScope, true),
    active_skill: skillRows("active"),
    passive_skill: skillRows("passive"),
    pet_skill: skillRows("pet"),
    loadout_skill: skillRows("loadout"),
  };
};
