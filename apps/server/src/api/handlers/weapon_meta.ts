/**
 * weapon_meta: each weapon's pick rate in a season or an event, or its change between two events of a season,
 * read from the whole-scope roll-ups by primary key (read-models/weapon-picks/weapon-meta.ts).
 */

import { readWeaponChange, readWeaponPicks } from "../../read-models/weapon-picks/weapon-meta.ts";
import type { JsonHandler } from "../handler.ts";

export const weaponMeta: JsonHandler<"weapon_meta"> = async (request, { db }) => {
  switch (request.field) {
    case "season":
      return { weapons: await readWeaponPicks(db, "season", request.season_id), change: null };
    case "event":
      return { weapons: await readWeaponPicks(db, "event", request.event_id), change: null };
    case "change":
      return {
        weapons: [],
        change: await readWeaponChange(db, request.from_event_id, request.to_event_id),
      };
  }
};
