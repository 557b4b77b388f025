/** The lists of the drill-down screens: each one's catalogue table, and how its rows are keyed and named. */
import type { EventRow, MatchRow, SeasonRow, TeamPlayerRef } from "@match-stats/contract";
import {
  EVENT_INFO_LIST,
  MATCH_INFO_LIST,
  SEASON_INFO_LIST,
  type Table,
  TEAMPLAYER_LIST,
} from "@match-stats/stats";

export interface ListKind<Row> {
  readonly table: Table;
  readonly key: (row: Row) => string;
  /** What a row is called, for its View link's spoken name. */
  readonly name: (row: Row) => string;
}

export const TEAMPLAYER_ROWS: ListKind<TeamPlayerRef> = {
  table: TEAMPLAYER_LIST,
  key: (row) => row.id,
  name: (row) => `${row.name} · ${row.team_name}`,
};

export const SEASON_ROWS: ListKind<SeasonRow> = {
  table: SEASON_INFO_LIST,
  key: (row) => String(row.season_id),
  name: (row) => row.season_name,
};

export const EVENT_ROWS: ListKind<EventRow> = {
  table: EVENT_INFO_LIST,
  key: (row) => String(row.event_id),
  name: (row) => row.event_name,
};

export const MATCH_ROWS: ListKind<MatchRow> = {
  table: MATCH_INFO_LIST,
  key: (row) => String(row.match_id),
  name: (row) => row.match_name,
};
