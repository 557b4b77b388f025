import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** A player's, team-player's or team's per-game averages match by match, for the form chart. */
export const formQuery = (fields: CallRequestInput<"form">) => callQuery("form", fields);

/**
 * The address parameter of the statistic the form chart shows: the chart keeps the visitor's pick there, and
 * the screen's loader reads it to ask for the chart's answer with the screen's first requests.
 */
export const FORM_STAT_PARAM = "form_stat";
