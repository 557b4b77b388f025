import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** An event's standings, or every event's of a season. */
export const standingsQuery = (fields: CallRequestInput<"standings">) => callQuery("standings", fields);
