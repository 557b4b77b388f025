import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** The events a team played, optionally only some. */
export const teamEventQuery = (fields: CallRequestInput<"team_event">) => callQuery("team_event", fields);
