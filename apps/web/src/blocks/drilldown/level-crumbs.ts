/** The trail below a drill-down's subject: the season, event and match of its path, each a link to its screen. */
import type { RouteQuery } from "../../app/query-ids.ts";
import type { RouteName } from "../../app/route-table.ts";
import type { Crumb } from "./crumb.ts";
import type { LevelIds, LevelRows } from "./path-levels.ts";

const LEVELS = ["season", "event", "match"] as const;
type PathLevel = (typeof LEVELS)[number];

/** The screen of each level below the subject. */
export type LevelRoutes = Readonly<Record<PathLevel, RouteName>>;

const nameOf = (rows: LevelRows, level: PathLevel): string | undefined =>
  ({
    season: rows.season?.season_name,
    event: rows.event?.event_name,
    match: rows.match?.match_name,
  })[level];

/** The ids of a path down to a level: what that level's screen is opened with. */
const idsDownTo = (rows: LevelRows, level: PathLevel): LevelIds => {
  const depth = LEVELS.indexOf(level);
  return {
    seasonId: rows.season?.season_id,
    eventId: depth >= LEVELS.indexOf("event") ? rows.event?.event_id : undefined,
    matchId: depth >= LEVELS.indexOf("match") ? rows.match?.match_id : undefined,
  };
};

/** The trail below the subject: each level of the path, opening its screen with the ids down to it. */
export const levelCrumbs = (
  rows: LevelRows,
  routes: LevelRoutes,
  query: (ids: LevelIds) => RouteQuery,
): Crumb[] =>
  LEVELS.flatMap((level) => {
    const name = nameOf(rows, level);
    return name === undefined
      ? []
      : [{ kind: level, name, to: routes[level], query: query(idsDownTo(rows, level)) }];
  });
