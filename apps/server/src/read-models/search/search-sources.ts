/**
 * What each `field` of the search call searches: a query of the rows found (their key and the columns
 * they sort by), the row fields that can be sorted by, and the row builder of a page's keys.
 */
import type { CallResponse, SearchField } from "@match-stats/contract";
import { type Expression, type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { eventRows } from "../../queries/lists/event-rows.ts";
import { matchRows } from "../../queries/lists/match-rows.ts";
import { playerRows } from "../../queries/lists/player-rows.ts";
import { seasonRows } from "../../queries/lists/season-rows.ts";
import { teamRows } from "../../queries/lists/team-rows.ts";
import type { GramSource } from "./name-grams.ts";
import { PLAYER_SEARCH_COLUMNS } from "./player-search.ts";
import { termsCondition } from "./search-terms.ts";

export interface SearchFilter {
  readonly terms: readonly string[];
  readonly searchType: 1 | 2;
  /** -1 for any. */
  readonly seasonId: number;
  readonly eventId: number;
}

/** A column of the source's query; text columns sort by code point on both engines. */
export interface SortColumn {
  readonly column: string;
  readonly text?: boolean;
}

/** Every row of a list: no terms, no filter (the lists whose totals ingest keeps, read-models/search/list-counts.ts). */
export const EVERY_ROW: SearchFilter = { terms: [], searchType: 1, seasonId: -1, eventId: -1 };

/** Whether a search lists every row of its field. */
export const listsEveryRow = (filter: SearchFilter): boolean =>
  filter.terms.length === 0 && filter.seasonId === -1 && filter.eventId === -1;

type Rows = Omit<CallResponse<"search">, "total_nums" | "toast_message">;

export interface SearchSource {
  /** Row field -> the columns it sorts by. `id` is always there and breaks ties. */
  readonly sortable: Readonly<Record<string, readonly SortColumn[]>>;
  /** Selects `row_key` and the sort columns of the rows found (and `id`, `name_key` where rows have them). */
  query(db: Kysely<Database>, filter: SearchFilter): Expression<unknown>;
  rows(db: Kysely<Database>, keys: readonly string[]): Promise<Rows>;
}

const col = (column: string): SortColumn[] => [{ column }];
const text = (column: string): SortColumn[] => [{ column, text: true }];
const numbers = (keys: readonly string[]) => keys.map(Number);

/** The terms' condition on a table whose rows have a numeric `id` and a `name_key`. */
const byIdOrName = (source: Exclude<GramSource, "player_search">, filter: SearchFilter) =>
  termsCondition({ source, id: "id" }, filter.terms, filter.searchType);

const season: SearchSource = {
  sortable: {
    id: col("id"),
    season_id: col("id"),
    name: text("name_key"),
    season_name: text("name_key"),
    start_date: col("start_date"),
    end_date: col("end_date"),
  },
  query: (db, filter) => {
    const found = byIdOrName("seasons", filter);
    return db
      .selectFrom("seasons")
      .select(["id as row_key", "id", "name_key", "start_date", "end_date"])
      .$if(found !== undefined, (q) => q.where(found!));
  },
  rows: async (db, keys) => ({ season_stats: await seasonRows(db, numbers(keys)) }),
};

const event: SearchSource = {
  sortable: {
    id: col("id"),
    event_id: col("id"),
    name: text("name_key"),
    event_name: text("name_key"),
    host_region: text("host_region"),
    season_id: col("season_id"),
    mode: col("mode"),
    start_time: col("start_time"),
    end_time: col("end_time"),
  },
  query: (db, filter) => {
    const found = byIdOrName("events", filter);
    return db
      .selectFrom("events")
      .select([
        "id as row_key",
        "id",
        "name_key",
        "host_region",
        "season_id",
        "mode",
        "start_time",
        "end_time",
      ])
      .$if(found !== undefined, (q) => q.where(found!))
      .$if(filter.seasonId !== -1, (q) => q.where("season_id", "=", filter.seasonId));
  },
  rows: async (db, keys) => ({ event_stats: await eventRows(db, numbers(keys)) }),
};

const match: SearchSource = {
  sortable: {
    id: col("id"),
    match_id: col("id"),
    name: text("name_key"),
    match_name: text("name_key"),
    season_id: col("season_id"),
    event_id: col("event_id"),
    mode: col("mode"),
    start_time: col("start_time"),
    end_time: col("end_time"),
  },
  query: (db, filter) => {
    const found = byIdOrName("matches", filter);
    return db
      .selectFrom("matches")
      .select(["id as row_key", "id", "name_key", "season_id", "event_id", "mode", "start_time", "end_time"])
      .$if(found !== undefined, (q) => q.where(found!))
      .$if(filter.seasonId !== -1, (q) => q.where("season_id", "=", filter.seasonId))
      .$if(filter.eventId !== -1, (q) => q.where("event_id", "=", filter.eventId));
  },
  rows: async (db, keys) => ({ match_stats: await matchRows(db, numbers(keys)) }),
};

const team: SearchSource = {
  sortable: {
    id: col("id"),
    name: text("name_key"),
    region: text("region"),
    created_at: col("created_at"),
  },
  query: (db, filter) => {
    const found = byIdOrName("teams", filter);
    return db
      .selectFrom("teams")
      .select(["id as row_key", "id", "name_key", "region", "created_at"])
      .$if(found !== undefined, (q) => q.where(found!));
  },
  rows: async (db, keys) => ({ team_stats: await teamRows(db, numbers(keys)) }),
};

/** Players (player_type 1) and, for player_new, team-player records (2): the player search table. */
const playersQuery = (db: Kysely<Database>, filter: SearchFilter, types: readonly number[]) => {
  const found = termsCondition(
    { source: "player_search", id: "row_key", textId: true },
    filter.terms,
    filter.searchType,
  );
  // `+` keeps the planner off the player_type index: a type is half the rows, so reading the terms'
  // lookups, or the sort's index, and dropping the other type's rows costs less than sorting the type.
  return db
    .selectFrom("player_search")
    .select(PLAYER_SEARCH_COLUMNS)
    .$if(types.length === 1, (q) => q.where(sql`+player_type`, "=", types[0]!))
    .$if(found !== undefined, (q) => q.where(found!));
};

/** A player, then their records `_1`, `_2`, ... (the id sort; `-id` is the exact reverse). */
const playerSortable = {
  id: [
    { column: "player_id" },
    { column: "player_type" },
    { column: "key_length" },
    { column: "row_key", text: true },
  ],
  name: text("name_key"),
  player_id: col("player_id"),
  player_name: text("player_name_key"),
};

const player: SearchSource = {
  sortable: playerSortable,
  query: (db, filter) => playersQuery(db, filter, [1]),
  rows: async (db, keys) => ({ player_stats: await playerRows(db, keys) }),
};

const playerNew: SearchSource = {
  sortable: {
    ...playerSortable,
    player_type: col("player_type"),
    team_id: col("team_id"),
    team_name: text("team_name_key"),
  },
  query: (db, filter) => playersQuery(db, filter, [1, 2]),
  rows: player.rows,
};

export const SEARCH_SOURCES: Record<SearchField, SearchSource> = {
  season,
  event,
  match,
  team,
  team_new: team,
  player,
  player_new: playerNew,
};
