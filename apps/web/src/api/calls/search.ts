import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** Search seasons, events, matches, teams or players: one page of rows and the total. */
export const searchQuery = (fields: CallRequestInput<"search">) => callQuery("search", fields);
