/** The Total and Average tabs of Data Info and the weapon dialog. */
import type { OverallView } from "@match-stats/stats";

export const VIEW_LABELS: Readonly<Record<OverallView, string>> = { total: "Total", average: "Average" };
