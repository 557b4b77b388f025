import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** A player's, team-player's or team's per-game averages match by match, for the form chart. */
export const formQuery = (fields: CallRequestInput<"form">) => callQuery("form", fields);
