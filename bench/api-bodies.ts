/**
 * The request bodies of the API benchmark, read from the loaded demo database. A warm run repeats the
 * call's example from the endpoint table; a cold run needs a different cache key for every request, so
 * its pool lists every distinct request of the data set (each roll-up row for data_info, each match and
 * game for match_data, list pages, id and name lookups for search), in a seeded random order. When a pool
 * is short, the same requests are added again with default fields written out (`"page": 1` and so on):
 * the answer is the same, but the response cache keys on the body, so it is computed again.
 */
import { canonicalBody, ENDPOINTS, SEARCH_FIELDS, type SearchField } from "@match-stats/contract";
import type { Database } from "@match-stats/server/db/schema";
import { Random } from "@match-stats/server/demo/random";
import {
  FORM_STAT_KEYS,
  LEADER_STATS,
  LEADER_SUBJECTS,
  LEADER_VIEWS,
  MODE_FAMILY_IDS,
  MODE_IDS,
  SCOPES,
  type Scope,
} from "@match-stats/stats";
import type { Kysely } from "kysely";

export const BENCH_CALLS = [
  "search",
  "match_data",
  "data_info",
  "standings",
  "leaders",
  "records",
  "head_to_head",
  "points_race",
  "form",
  "placement_spread",
  "weapon_meta",
] as const;
export type BenchCall = (typeof BENCH_CALLS)[number];

type Fields = Record<string, unknown>;

export interface CallBodies {
  /** Distinct requests, shuffled. */
  readonly cold: readonly Fields[];
  readonly warm: Fields;
}

/** More than a cold run of a few seconds at 10 connections can send. */
const COLD_POOL_MAX = 50_000;
const SEED = 20_240_601;

/** `bases` in order, then again with each further combination of `defaults` written out, up to `max`. */
function withDefaults(bases: readonly Fields[], defaults: Fields, max: number): Fields[] {
  const keys = Object.keys(defaults);
  const pool: Fields[] = [];
  const seen = new Set<string>();
  for (let mask = 0; mask < 2 ** keys.length; mask++) {
    const added = keys.filter((_, bit) => mask & (1 << bit));
    for (const base of bases) {
      if (pool.length >= max) return pool;
      if (added.some((key) => key in base)) continue;
      const fields = { ...base, ...Object.fromEntries(added.map((key) => [key, defaults[key]])) };
      const key = canonicalBody(fields);
      if (seen.has(key)) continue;
      seen.add(key);
      pool.push(fields);
    }
  }
  return pool;
}

const SUBJECT_FIELD = { player: "player_id", teamplayer: "teamplayer_id", team: "team_id" } as const;
const CONTEXT_FIELD = { season: "season_id", event: "event_id", match: "match_id" } as const;

async function dataInfoBases(db: Kysely<Database>): Promise<Fields[]> {
  const rows = await db.selectFrom("rollups").select(["scope", "subject", "context_id"]).execute();
  return rows.map(({ scope, subject, context_id }) => {
    const def = SCOPES[scope as Scope];
    const fields: Fields = { field: scope };
    if (def.subject !== "none") {
      fields[SUBJECT_FIELD[def.subject]] = def.subject === "teamplayer" ? subject : Number(subject);
    }
    if (def.context !== "none") fields[CONTEXT_FIELD[def.context]] = context_id;
    return fields;
  });
}

async function matchDataBases(db: Kysely<Database>): Promise<Fields[]> {
  const matches = await db.selectFrom("matches").select("id").execute();
  const games = await db.selectFrom("games").select(["id", "match_id"]).execute();
  return [
    ...matches.map((m) => ({ match_ids: [m.id] })),
    ...games.map((g) => ({ match_ids: [g.match_id], single_match_id: g.id })),
  ];
}

const SEARCH_TABLES = {
  season: "seasons",
  event: "events",
  match: "matches",
  team: "teams",
  team_new: "teams",
  player: "players",
  player_new: "players",
} as const satisfies Record<SearchField, string>;

/** Every list page at a few page sizes and both id orders, filtered lists, and id and name lookups. */
async function searchBases(db: Kysely<Database>): Promise<Fields[]> {
  const bases: Fields[] = [];
  const seasons = await db.selectFrom("seasons").select("id").execute();
  const events = await db.selectFrom("events").select("id").execute();
  const teamPlayers = await db.selectFrom("team_players").select(["id", "name"]).execute();
  for (const field of SEARCH_FIELDS) {
    const rows = await db.selectFrom(SEARCH_TABLES[field]).select(["id", "name"]).execute();
    for (const size of [10, 20, 50, 100]) {
      for (const order_by of ["-id", "id"]) {
        for (let page = 1; page <= Math.ceil(rows.length / size); page++) {
          bases.push({ search_type: 1, field, size, page, order_by });
        }
      }
    }
    if (field === "event" || field === "match") {
      for (const season of seasons) bases.push({ search_type: 1, field, season_id: season.id });
    }
    if (field === "match") {
      for (const event of events) bases.push({ search_type: 1, field, event_id: event.id });
    }
    const people = field.startsWith("player") ? [...rows, ...teamPlayers] : rows;
    for (const row of people) {
      bases.push({ search_type: 1, field, param: [String(row.id)] });
      bases.push({ search_type: 1, field, param: [Array.from(row.name).slice(0, 3).join("")] });
    }
    for (let i = 0; i + 3 <= rows.length; i += 3) {
      bases.push({ search_type: 2, field, param: rows.slice(i, i + 3).map((r) => String(r.id)) });
    }
  }
  return bases;
}

/**
 * An id a call ignores for its field (an event's standings ignore season_id): none, each real one, then made-up
 * ones, `count` in all. Asked with each, a call's few answers come under as many cache keys, each computed.
 */
const ignoredIds = (real: readonly number[], count: number): number[] => [
  -1,
  ...real,
  ...Array.from({ length: Math.max(0, count - real.length - 1) }, (_, i) => 1_000_000_000 + i),
];

/**
 * Distinct keys per answer for the calls with few answers (15 standings and 16 records at scale 1), so a cold
 * run lasts its seconds instead of sending the whole pool in a fifth of a second, whose p99 is the few
 * slowest requests just after the warm-up.
 */
const KEYS_PER_ANSWER = 3000;

/** Every event's and every season's scope (its field and id), each under many keys (ignoredIds). */
async function eventAndSeasonBases(db: Kysely<Database>) {
  const events = (await db.selectFrom("events").select("id").execute()).map((event) => event.id);
  const seasons = (await db.selectFrom("seasons").select("id").execute()).map((season) => season.id);
  return {
    seasons,
    byEvent: events.flatMap((event_id) =>
      ignoredIds(seasons, KEYS_PER_ANSWER).map((season_id) => ({ field: "event", event_id, season_id })),
    ),
    bySeason: seasons.flatMap((season_id) =>
      ignoredIds(events, KEYS_PER_ANSWER).map((event_id) => ({ field: "season", season_id, event_id })),
    ),
  };
}

/** Standings: every event's and every season's. */
async function standingsBases(db: Kysely<Database>): Promise<Fields[]> {
  const { byEvent, bySeason } = await eventAndSeasonBases(db);
  return [...byEvent, ...bySeason];
}

/**
 * Every scope (all time, each season, each event), subject, statistic and view, at a few pages, modes and mode
 * families.
 */
async function leadersBases(db: Kysely<Database>): Promise<Fields[]> {
  const seasons = await db.selectFrom("seasons").select("id").execute();
  const events = await db.selectFrom("events").select("id").execute();
  const scopes: Fields[] = [
    ...MODE_IDS.map((mode) => ({ mode })),
    ...MODE_FAMILY_IDS.map((mode) => ({ mode })),
    {},
    ...seasons.map((s) => ({ season_id: s.id })),
    ...events.map((e) => ({ event_id: e.id })),
  ];
  const bases: Fields[] = [];
  for (const scope of scopes) {
    for (const subject of LEADER_SUBJECTS) {
      for (const stat of LEADER_STATS) {
        for (const view of LEADER_VIEWS) {
          for (const page of [1, 2]) bases.push({ ...scope, subject, stat, view, size: 50, page });
        }
      }
    }
  }
  return bases;
}

/** All time (under many keys too), every season and every event, in each mode family. */
async function recordsBases(db: Kysely<Database>): Promise<Fields[]> {
  const { seasons, byEvent, bySeason } = await eventAndSeasonBases(db);
  const allTime = ignoredIds(seasons, KEYS_PER_ANSWER).map((season_id) => ({ field: "all", season_id }));
  return [...allTime, ...bySeason, ...byEvent].flatMap((base) =>
    MODE_FAMILY_IDS.map((mode) => ({ ...base, mode })),
  );
}

/** Every ordered pair of teams, most of which never met. */
async function headToHeadBases(db: Kysely<Database>): Promise<Fields[]> {
  const teams = await db.selectFrom("teams").select("id").execute();
  return teams.flatMap((a) =>
    teams.filter((b) => b.id !== a.id).map((b) => ({ team_a: a.id, team_b: b.id })),
  );
}

/** Keys per match basket of points_race: its answer is read at the call, the path the bench should weigh. */
const KEYS_PER_BASKET = 100;

/**
 * Every event's race (kept ready, as the standings' are) and each match's and each two matches' side by side
 * (read at the call), each under many keys: the id the field ignores (match_ids for an event, event_id for
 * matches) tells them apart. The baskets outnumber the events about two to one.
 */
async function pointsRaceBases(db: Kysely<Database>): Promise<Fields[]> {
  const events = (await db.selectFrom("events").select("id").execute()).map((e) => e.id);
  const matches = (await db.selectFrom("matches").select("id").orderBy("id").execute()).map((m) => m.id);
  const baskets = [...matches.map((id) => [id]), ...matches.slice(1).map((id, i) => [matches[i]!, id])];
  return [
    ...events.flatMap((event_id) =>
      ignoredIds([], KEYS_PER_ANSWER / 3).map((id) => ({
        field: "event",
        event_id,
        match_ids: id === -1 ? [] : [id],
      })),
    ),
    ...baskets.flatMap((match_ids) =>
      ignoredIds([], KEYS_PER_BASKET).map((event_id) => ({ field: "matches", match_ids, event_id })),
    ),
  ];
}

/**
 * Every player's, team-player's and team's form in every statistic the chart offers, as visitors choosing
 * them ask it.
 */
async function formBases(db: Kysely<Database>): Promise<Fields[]> {
  const ids = async (table: "players" | "team_players" | "teams") =>
    (await db.selectFrom(table).select("id").execute()).map((row) => row.id);
  const keyed = (fields: Fields) => FORM_STAT_KEYS.map((stat) => ({ ...fields, stat }));
  return [
    ...(await ids("players")).flatMap((player_id) => keyed({ field: "player", player_id })),
    ...(await ids("team_players")).flatMap((teamplayer_id) => keyed({ field: "team_player", teamplayer_id })),
    ...(await ids("teams")).flatMap((team_id) => keyed({ field: "team", team_id })),
  ];
}

/** Each team's spread in each event it played (its team_event roll-ups), what a team's event page asks. */
async function placementSpreadBases(db: Kysely<Database>): Promise<Fields[]> {
  const rows = await db
    .selectFrom("rollups")
    .select(["subject", "context_id"])
    .where("scope", "=", "team_event")
    .execute();
  return rows.map((row) => ({ team_id: Number(row.subject), event_id: row.context_id }));
}

/**
 * Every season's and every event's weapons (eventAndSeasonBases) and the change between every two events of
 * a season, both ways round, each pair under a third as many keys (the id the field ignores, event_id). All
 * are read at the call; the changes make up about two fifths of the pool.
 */
async function weaponMetaBases(db: Kysely<Database>): Promise<Fields[]> {
  const { byEvent, bySeason } = await eventAndSeasonBases(db);
  const events = await db.selectFrom("events").select(["id", "season_id"]).execute();
  const pairs = events.flatMap((from) =>
    events.filter((to) => to.season_id === from.season_id && to.id !== from.id).map((to) => [from.id, to.id]),
  );
  return [
    ...bySeason,
    ...byEvent,
    ...pairs.flatMap(([from_event_id, to_event_id]) =>
      ignoredIds([], KEYS_PER_ANSWER / 3).map((event_id) => ({
        field: "change",
        from_event_id,
        to_event_id,
        event_id,
      })),
    ),
  ];
}

const BASES = {
  search: searchBases,
  match_data: matchDataBases,
  data_info: dataInfoBases,
  standings: standingsBases,
  leaders: leadersBases,
  records: recordsBases,
  head_to_head: headToHeadBases,
  points_race: pointsRaceBases,
  form: formBases,
  placement_spread: placementSpreadBases,
  weapon_meta: weaponMetaBases,
} as const;

/** Request fields the server fills in when they are left out. */
const DEFAULTS: Record<BenchCall, Fields> = {
  search: { param: [], size: 10, page: 1, order_by: "-id", season_id: -1, event_id: -1 },
  match_data: { single_match_id: -1 },
  data_info: { player_id: -1, team_id: -1, season_id: -1, event_id: -1, match_id: -1 },
  standings: { season_id: -1, event_id: -1 },
  leaders: { season_id: -1, event_id: -1, mode: "battle_royale", order: "desc" },
  records: { season_id: -1, event_id: -1, mode: "battle_royale" },
  head_to_head: {},
  points_race: { event_id: -1, match_ids: [] },
  form: { player_id: -1, team_id: -1, mode: "battle_royale" },
  placement_spread: {},
  weapon_meta: { season_id: -1, event_id: -1, from_event_id: -1, to_event_id: -1 },
};

export async function benchBodies(db: Kysely<Database>): Promise<Record<BenchCall, CallBodies>> {
  const bodies: Partial<Record<BenchCall, CallBodies>> = {};
  for (const call of BENCH_CALLS) {
    const bases = new Random(SEED).shuffle(await BASES[call](db));
    bodies[call] = {
      cold: withDefaults(bases, DEFAULTS[call], COLD_POOL_MAX),
      warm: ENDPOINTS[call].example,
    };
  }
  return bodies as Record<BenchCall, CallBodies>;
}
