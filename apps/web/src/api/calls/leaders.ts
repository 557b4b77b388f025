import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** Players or teams ranked by one statistic: one page of rows, the total and the minimum of games applied. */
export const leadersQuery = (fields: CallRequestInput<"leaders">) => callQuery("leaders", fields);
