/**
 * Skill Stats (docs/spec.md sections 2 and 4): Active, Passive, Pet and Loadout tabs, or only the kinds given (a
 * match outside battle royale shows only Active); closing resets to the first tab.
 */
import { SKILL_KIND_LABELS, SKILL_KINDS, SKILL_TABLES, type SkillKind } from "@match-stats/stats";
import { useT } from "../../i18n/i18n.ts";
import type { SkillsByKind } from "./breakdowns.ts";
import { type BreakdownDialogProps, TableDialog, type TableTab } from "./TableDialog.tsx";

interface SkillDialogProps<Answer> extends BreakdownDialogProps<Answer, SkillsByKind> {
  /** The tabs shown, in this order; every kind when absent. */
  readonly kinds?: readonly SkillKind[];
}

export function SkillDialog<Answer>({ kinds = SKILL_KINDS, ...rest }: SkillDialogProps<Answer>) {
  const { t } = useT();
  const tab = (kind: SkillKind): TableTab<SkillKind> => ({
    id: kind,
    label: SKILL_KIND_LABELS[kind],
    table: SKILL_TABLES[kind],
  });
  const [first = "active", ...others] = kinds;
  return (
    <TableDialog
      title={t("breakdown.skillStats")}
      tabs={[tab(first), ...others.map(tab)]}
      rowsOf={(data, kind) => data[kind]}
      {...rest}
    />
  );
}
