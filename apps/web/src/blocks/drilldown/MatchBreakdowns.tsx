/**
 * The weapon and skill tables of one subject in some games (docs/spec.md section 2: the team match detail, the
 * team-player's match): Weapon Stats with Total and Average tabs, and Skill Data with a tab per skill kind
 * the mode has (battle royale: Active, Passive, Pet, Loadout; otherwise Active), each panel refreshed and
 * downloaded on its own. The Active table has no Pick Time Average column (the catalogue's rule).
 */
import {
  matchSkillKinds,
  OVERALL_VIEW_LABELS,
  OVERALL_VIEWS,
  SKILL_TABLES,
  WEAPON_STATS,
} from "@match-stats/stats";
import { useT } from "../../i18n/i18n.ts";
import { matchSkills, matchWeapons } from "../data-info/match-breakdowns.ts";
import { BreakdownPanel, type BreakdownScope } from "./BreakdownPanel.tsx";
import type { DownloadExtra } from "./download-extra.ts";

interface MatchBreakdownsProps {
  readonly fields: BreakdownScope["fields"];
  /** The matches' game mode: which columns and skill kinds show. */
  readonly mode: number;
  /** Columns every row of a download carries beyond the table's own. */
  readonly extra?: DownloadExtra;
}

export function MatchBreakdowns({ fields, mode, extra }: MatchBreakdownsProps) {
  const { t, label } = useT();
  const scope = { fields, context: { mode }, extra };
  const weaponTabs = OVERALL_VIEWS.map((view) => ({
    id: view,
    label: label(OVERALL_VIEW_LABELS[view]),
    table: WEAPON_STATS[view],
  }));
  const skillTabs = matchSkillKinds(mode).map((kind) => ({
    id: kind,
    label: label(SKILL_TABLES[kind].title),
    table: SKILL_TABLES[kind],
  }));
  return (
    <>
      <BreakdownPanel
        title={t("breakdown.weaponStats")}
        tabs={weaponTabs}
        query={matchWeapons}
        rowsOf={(data, view) => data[view]}
        {...scope}
      />
      <BreakdownPanel
        title={t("breakdown.skillData")}
        tabs={skillTabs}
        query={matchSkills}
        rowsOf={(data, kind) => data[kind]}
        {...scope}
      />
    </>
  );
}
