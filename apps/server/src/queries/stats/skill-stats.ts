/** Skill breakdowns: sums per skill from fact or roll-up rows, and the rows of the four skill tabs. */
import type { DataInfoSkill, SkillStat } from "@match-stats/contract";
import { average, pickRate, SKILL_KINDS, type SkillKind } from "@match-stats/stats";
import type { Selectable } from "kysely";
import type { SkillPicksTable } from "../../db/schema.ts";

export interface SkillSums {
  readonly skill_id: number;
  /** Player-games in which the skill was picked. */
  readonly pick_times: number;
  readonly use_times: number;
}

export interface SkillInfo {
  readonly name: string;
  readonly kind: SkillKind;
}

/** One record per skill from per-game picks. */
export const skillSums = (rows: readonly Selectable<SkillPicksTable>[]): SkillSums[] =>
  [...Map.groupBy(rows, (row) => row.skill_id)].map(([skill_id, picks]) => ({
    skill_id,
    pick_times: picks.length,
    use_times: picks.reduce((sum, pick) => sum + pick.use_times, 0),
  }));

/**
 * The rows of each kind, most picked first (then by id). pick_rate divides by the subject's player-games;
 * avg is uses per game in which the skill was picked. `info` is null: the data has no skill notes.
 */
export function skillLists(
  sums: readonly SkillSums[],
  skills: ReadonlyMap<number, SkillInfo>,
  appearances: number | null,
): Record<SkillKind, SkillStat[]> {
  const lists = Object.fromEntries(SKILL_KINDS.map((kind) => [kind, [] as SkillStat[]])) as Record<
    SkillKind,
    SkillStat[]
  >;
  const sorted = [...sums].sort((a, b) => b.pick_times - a.pick_times || a.skill_id - b.skill_id);
  for (const skill of sorted) {
    const info = skills.get(skill.skill_id);
    if (!info) continue;
    lists[info.kind].push({
      skill_id: skill.skill_id,
      skill: info.name,
      name: info.name,
      kind: info.kind,
      pick_times: skill.pick_times,
      pick_rate: pickRate(skill.pick_times, appearances),
      use_times: skill.use_times,
      avg: average(skill.use_times, skill.pick_times),
      info: null,
    });
  }
  return lists;
}

/** A skill row of data_info (docs/spec.md section 3): with `total`, the player-games pick_rate divides by. */
export const dataInfoSkill = (
  { use_times, avg, ...skill }: SkillStat,
  appearances: number | null,
): DataInfoSkill => ({
  ...skill,
  use_times,
  total: appearances,
  avg,
});
