/**
 * Where an info block's values lead (docs/spec.md section 2 "Info blocks"): Season ID, Event ID, Team ID, Match ID
 * and Number of Teammate open their page, unless it is the page shown.
 */
import { type Column, type CsvRow, type Table, TEAM_INFO } from "@match-stats/stats";
import { encodeQuery, type RouteQuery } from "../../app/query-ids.ts";
import { ROUTE_PATHS, type RouteName } from "../../app/route-table.ts";

export interface InfoLink {
  readonly to: RouteName;
  readonly query: RouteQuery;
}

/** An id that can be followed; -1 and anything not an id are missing values. */
const idOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

const linkTo = (to: RouteName, key: string, value: unknown): InfoLink | undefined => {
  const id = idOf(value);
  return id === undefined ? undefined : { to, query: { [key]: key === "match_id" ? [id] : id } };
};

/** A team's own record names its id `id`; every other row names it `team_id`. */
const teamIdOf = (row: CsvRow): unknown => row.team_id ?? row.id;

const LINKS: Readonly<Record<string, (row: CsvRow) => InfoLink | undefined>> = {
  season_id: (row) => linkTo("seasonEvent", "season_id", row.season_id),
  event_id: (row) => linkTo("eventMatch", "event_id", row.event_id),
  match_id: (row) => linkTo("matchDetail", "match_id", row.match_id),
  team_id: (row) => linkTo("teamData", "team_id", teamIdOf(row)),
  teammate_num: (row) => linkTo("teamData", "team_id", teamIdOf(row)),
};

/** The page a field's value opens, if any. */
export function infoLink(table: Table, column: Column, row: CsvRow): InfoLink | undefined {
  const key = table.id === TEAM_INFO.id && column.key === "id" ? "team_id" : column.key;
  return LINKS[key]?.(row);
}

/** Whether a link leads to the page shown: same path, and the same value for each of its query keys. */
export function leadsHere(link: InfoLink, location: { pathname: string; search: string }): boolean {
  if (ROUTE_PATHS[link.to] !== location.pathname) return false;
  const current = new URLSearchParams(location.search);
  return [...new URLSearchParams(encodeQuery(link.query))].every(
    ([key, value]) => current.get(key) === value,
  );
}
