import type { CallRequestInput } from "@match-stats/contract";
import { api, type CallOptions } from "../client.ts";

/** The seasons a team played. */
export const teamSeason = (fields: CallRequestInput<"team_season">, options?: CallOptions) =>
  api.call("team_season", fields, options);
