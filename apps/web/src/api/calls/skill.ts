import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** Skill picks by kind in some matches, and the mode of the matches. */
export const skillQuery = (fields: CallRequestInput<"skill">) => callQuery("skill", fields);
