/** The Total and Average tabs of Data Info and the weapon dialog. */
export { OVERALL_VIEW_LABELS as VIEW_LABELS } from "@match-stats/stats";
