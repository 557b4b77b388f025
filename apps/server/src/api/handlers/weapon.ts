/** weapon: weapon totals and per-game averages over some games, optionally one team's or one team-player's. */
import { ApiError } from "../../answers/errors.ts";
import { breakdownScope, inBreakdown } from "../../queries/stats/breakdown.ts";
import { loadFacts } from "../../queries/stats/match-facts.ts";
import { byId } from "../../queries/stats/names.ts";
import { weaponStats, weaponSums } from "../../queries/stats/weapon-stats.ts";
import type { JsonHandler } from "../handler.ts";

export const weapon: JsonHandler<"weapon"> = async (request, { db }) => {
  const keep = inBreakdown(request);
  const [players, weapons] = await Promise.all([
    loadFacts(db, "player_results", request.match_ids),
    loadFacts(db, "weapon_results", request.match_ids),
  ]);
  const sums = weaponSums(weapons.filter(keep));
  // The spec's own answer for "nothing to show": the client opens the dialog empty.
  if (sums.length === 0) throw new ApiError("NO_DATA");
  const names = await byId(
    db,
    "weapons",
    sums.map((row) => row.weapon_id),
  );
  const scope = breakdownScope(players.filter(keep));
  return {
    weapon_stats: {
      total: weaponStats(sums, names, scope, false),
      average: weaponStats(sums, names, scope, true),
    },
  };
};
