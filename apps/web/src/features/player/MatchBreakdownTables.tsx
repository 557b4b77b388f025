/**
 * The weapon totals and the Skill Data tabs of one subject in some games (a team-player's match here; a
 * team's match has the same blocks). `fields` is the weapon and skill calls' request: the matches, the
 * games, and the team_id or teamplayer_id whose rows count.
 */
import type { CallRequestInput } from "@match-stats/contract";
import { SkillData } from "./SkillData.tsx";
import { WeaponTotals } from "./WeaponTotals.tsx";

interface MatchBreakdownTablesProps {
  readonly fields: CallRequestInput<"weapon"> & CallRequestInput<"skill">;
  /** The matches' game mode: which columns and skill kinds show. */
  readonly mode: number;
}

export function MatchBreakdownTables({ fields, mode }: MatchBreakdownTablesProps) {
  return (
    <>
      <WeaponTotals fields={fields} mode={mode} />
      <SkillData fields={fields} mode={mode} />
    </>
  );
}
