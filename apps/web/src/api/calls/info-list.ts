import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** The list a drill-down screen shows: team-players, seasons, events or matches of a subject. */
export const infoListQuery = (fields: CallRequestInput<"info_list">) => callQuery("info_list", fields);
