import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** The list a drill-down screen shows: team-players, seasons, events or matches of a subject. */
export const infoList = (fields: CallRequestInput<"info_list">, options?: CallOptions) =>
  api.call("info_list", fields, options);
