import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** The best single-game values of a season, an event or all time. */
export const recordsQuery = (fields: CallRequestInput<"records">) => callQuery("records", fields);
