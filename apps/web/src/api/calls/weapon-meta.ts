import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** Each weapon's pick rate in a season or an event, or its change between two events. */
export const weaponMetaQuery = (fields: CallRequestInput<"weapon_meta">) => callQuery("weapon_meta", fields);
