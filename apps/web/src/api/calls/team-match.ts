import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** A team's matches in one event, optionally only some. */
export const teamMatchQuery = (fields: CallRequestInput<"team_match">) => callQuery("team_match", fields);
