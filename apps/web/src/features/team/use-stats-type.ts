/**
 * The Total or Average tab of a screen kept in the address's `type` (teamMatchPlayer), so a copied link
 * opens the same tab; switching it replaces the address rather than adding a step to go back through.
 */
import type { OverallView } from "@match-stats/stats";
import { useSearchParams } from "react-router";

/** The words the address carries. */
export const STATS_TYPES: Readonly<Record<OverallView, string>> = { total: "Total", average: "Average" };

export function useStatsType(): readonly [OverallView, (view: OverallView) => void] {
  const [params, setParams] = useSearchParams();
  // Anything but "Average" reads as Total, the tab a screen opens on.
  const view: OverallView = params.get("type") === STATS_TYPES.average ? "average" : "total";
  const choose = (next: OverallView) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set("type", STATS_TYPES[next]);
        return changed;
      },
      { replace: true },
    );
  return [view, choose];
}
