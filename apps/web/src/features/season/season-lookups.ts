/** What the season page shows, as lookups: its screen and its route's loader ask the same requests. */
import { searchQuery } from "../../api/calls/search.ts";
import { lookup } from "../../api/query.ts";

/** The season, or null when no season has the id. */
export const findSeason = (seasonId: number) =>
  lookup(
    searchQuery({ search_type: 2, field: "season", param: [String(seasonId)], size: 1, page: 1 }),
    (answer) => answer.season_stats?.find((row) => row.season_id === seasonId) ?? null,
  );

/** The season's events. */
export const seasonEvents = (seasonId: number) =>
  lookup(
    searchQuery({ search_type: 1, field: "event", param: [], size: -1, page: 1, season_id: seasonId }),
    (answer) => answer.event_stats ?? [],
  );
