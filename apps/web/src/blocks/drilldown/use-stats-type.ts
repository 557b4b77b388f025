/**
 * The Total or Average tab of a screen kept in the address's `type` (teamMatchPlayer, playerMatchDetail), so
 * a copied link opens the same tab; switching it replaces the address rather than adding a step to go back
 * through.
 */
import { OVERALL_VIEW_LABELS, OVERALL_VIEWS, type OverallView } from "@match-stats/stats";
import { useSearchParams } from "react-router";
import { useT } from "../../i18n/i18n.ts";
import type { ListTabs } from "./list-types.ts";

/** The words the address carries. */
export const STATS_TYPES: Readonly<Record<OverallView, string>> = { total: "Total", average: "Average" };

export function useStatsType(): ListTabs<OverallView> {
  const { label } = useT();
  const [params, setParams] = useSearchParams();
  // Anything but "Average" reads as Total, the tab a screen opens on.
  const value: OverallView = params.get("type") === STATS_TYPES.average ? "average" : "total";
  const onChange = (next: OverallView) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set("type", STATS_TYPES[next]);
        return changed;
      },
      { replace: true },
    );
  return {
    items: OVERALL_VIEWS.map((view) => ({ id: view, label: label(OVERALL_VIEW_LABELS[view]) })),
    value,
    onChange,
  };
}
