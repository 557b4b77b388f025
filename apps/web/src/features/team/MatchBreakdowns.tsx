/**
 * Weapon Stats and Skill Data of some games (SPEC section 2 "Team match detail"): a team's or a
 * team-player's, as `scope` says, each a panel with its tabs; skills in all four kinds whatever the mode.
 */
import type { CallRequestInput } from "@match-stats/contract";
import { SKILL_KINDS, SKILL_TABLES, type SkillKind } from "@match-stats/stats";
import { useT } from "../../i18n/i18n.ts";
import { loadMatchSkills, loadMatchWeapons } from "../data-info/match-breakdowns.ts";
import type { TableTab } from "../data-info/TableDialog.tsx";
import { WEAPON_TABS } from "../data-info/WeaponDialog.tsx";
import { BreakdownPanel } from "./BreakdownPanel.tsx";
import type { DownloadExtra } from "./download-extra.ts";

const skillTab = (kind: SkillKind): TableTab<SkillKind> => ({
  id: kind,
  label: SKILL_TABLES[kind].title,
  table: SKILL_TABLES[kind],
});

const [FIRST_KIND, ...OTHER_KINDS] = SKILL_KINDS;
const SKILL_TABS = [skillTab(FIRST_KIND), ...OTHER_KINDS.map(skillTab)] as const;

interface MatchBreakdownsProps {
  /** The games and whose breakdown: the weapon and skill calls' fields. */
  readonly scope: CallRequestInput<"weapon">;
  readonly extra?: DownloadExtra;
}

export function MatchBreakdowns({ scope, extra }: MatchBreakdownsProps) {
  const { t } = useT();
  const key = JSON.stringify(scope);
  return (
    <>
      <BreakdownPanel
        title={t("team.weaponStats")}
        tabs={WEAPON_TABS}
        load={loadMatchWeapons(scope)}
        loadKey={`weapon:${key}`}
        rowsOf={(data, view) => data[view]}
        extra={extra}
      />
      <BreakdownPanel
        title={t("team.skillData")}
        tabs={SKILL_TABS}
        load={loadMatchSkills(scope)}
        loadKey={`skill:${key}`}
        rowsOf={(data, kind) => data[kind]}
        extra={extra}
      />
    </>
  );
}
