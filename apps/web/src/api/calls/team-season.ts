import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** The seasons a team played. */
export const teamSeasonQuery = (fields: CallRequestInput<"team_season">) => callQuery("team_season", fields);
