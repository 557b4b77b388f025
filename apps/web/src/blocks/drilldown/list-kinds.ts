/** The lists every drill-down has (seasons, events, matches): each one's catalogue table, and how its rows are keyed and named. */
import type { EventRow, MatchRow, SeasonRow } from "@match-stats/contract";
import { EVENT_INFO_LIST, MATCH_INFO_LIST, SEASON_INFO_LIST } from "@match-stats/stats";
import type { NamedListKind } from "./list-types.ts";

export const SEASON_ROWS: NamedListKind<SeasonRow> = {
  table: SEASON_INFO_LIST,
  key: (row) => String(row.season_id),
  name: (row) => row.season_name,
};

export const EVENT_ROWS: NamedListKind<EventRow> = {
  table: EVENT_INFO_LIST,
  key: (row) => String(row.event_id),
  name: (row) => row.event_name,
};

export const MATCH_ROWS: NamedListKind<MatchRow> = {
  table: MATCH_INFO_LIST,
  key: (row) => String(row.match_id),
  name: (row) => row.match_name,
};
