import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** Totals, averages, weapons and skills of one scope (a season, an event, a team's or player's career...). */
export const dataInfo = (fields: CallRequestInput<"data_info">, options?: CallOptions) =>
  api.call("data_info", fields, options);
