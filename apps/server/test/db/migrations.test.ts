/**
 * Every migration and every read model's tables, made on an empty database of each engine, must be the
 * schema the code expects: the tables of db/schema.ts with exactly their columns, each of its type and
 * nullability, and a column for every counter of packages/stats/src/fields.ts. A counter added there without
 * a migration of the fact tables fails here, and so does a migration that drifts from the code.
 */
import { readdirSync, readFileSync } from "node:fs";
import { PLAYER_COUNTER_KEYS, TEAM_COUNTER_KEYS, WEAPON_COUNTER_KEYS } from "@match-stats/stats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "../../src/db/connect.ts";
import type { Database, Float } from "../../src/db/schema.ts";
import { READ_MODELS } from "../../src/read-models/registry.ts";
import type { ColumnKind } from "../../src/read-models/tables.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";
import { readSchema, type Schema } from "../support/read-schema.ts";

type Nullable<K extends string, V> = null extends V ? `${K} null` : K;

/**
 * How a column of TypeScript type V is stored: text for strings, bytea for bytes, double precision for
 * `Float`, an integer type for other numbers.
 */
type ColumnOf<V> =
  NonNullable<V> extends string
    ? Nullable<"text", V>
    : NonNullable<V> extends Buffer
      ? Nullable<"bytea", V>
      : NonNullable<V> extends Float
        ? Nullable<"double precision", V>
        : Nullable<"integer" | "bigint", V>;

/**
 * Tables of `Database` (those the read models declare are theirs, below), each with every one of its columns:
 * the compiler refuses one left out, and a table made by neither fails "no other".
 */
type ExpectedSchema = {
  [T in keyof Database]?: { [C in keyof Database[T]]-?: ColumnOf<Database[T][C]> };
};

/** How the read models' tables are declared to be stored (src/read-models/tables.ts). */
const STORED: Record<ColumnKind, string> = {
  integer: "integer",
  bigint: "bigint",
  "double precision": "double precision",
  text: "text",
  "code-point text": "text",
  bytes: "bytea",
};

const counters = <K extends string, Type extends "integer" | "bigint">(keys: readonly K[], type: Type) =>
  Object.fromEntries(keys.map((key) => [key, type])) as Record<K, Type>;

const gameKeys = {
  single_match_id: "integer",
  match_id: "integer",
  event_id: "integer",
  season_id: "integer",
  mode: "integer",
} as const;

const playerKeys = { teamplayer_id: "text", player_id: "integer", team_id: "integer" } as const;

const analyticsDetails = {
  received_day: "text",
  name: "text",
  route: "text null",
  category: "text null",
  term_count: "integer null",
  download_kind: "text null",
  table_id: "text null",
  title: "text null",
} as const;

/** Fact rows count in integers; roll-ups sum many of them, in bigints. */
const FACTS: ExpectedSchema = {
  seasons: {
    id: "integer",
    name: "text",
    name_key: "text",
    host_regions: "text",
    start_date: "integer",
    end_date: "integer",
    logo: "text null",
  },
  events: {
    id: "integer",
    season_id: "integer",
    name: "text",
    name_key: "text",
    host_region: "text",
    mode: "integer",
    start_time: "integer",
    end_time: "integer",
  },
  teams: {
    id: "integer",
    name: "text",
    name_key: "text",
    region: "text",
    created_at: "integer",
    logo: "text null",
  },
  players: { id: "integer", name: "text", name_key: "text" },
  team_players: {
    id: "text",
    player_id: "integer",
    team_id: "integer",
    name: "text",
    name_key: "text",
    uids: "text",
  },
  weapons: { id: "integer", name: "text" },
  skills: { id: "integer", name: "text", kind: "text" },
  matches: {
    id: "integer",
    event_id: "integer",
    season_id: "integer",
    mode: "integer",
    name: "text",
    name_key: "text",
    start_time: "integer",
    end_time: "integer",
  },
  games: {
    id: "integer",
    match_id: "integer",
    event_id: "integer",
    season_id: "integer",
    seq: "integer",
    mode: "integer",
    form: "integer",
    map: "text",
    start_time: "integer",
    end_time: "integer",
  },
  team_results: {
    ...gameKeys,
    team_id: "integer",
    rank: "integer",
    players: "integer",
    ...counters(PLAYER_COUNTER_KEYS, "integer"),
    ...counters(TEAM_COUNTER_KEYS, "integer"),
  },
  player_results: { ...gameKeys, ...playerKeys, ...counters(PLAYER_COUNTER_KEYS, "integer") },
  weapon_results: {
    ...gameKeys,
    ...playerKeys,
    weapon_id: "integer",
    ...counters(WEAPON_COUNTER_KEYS, "integer"),
  },
  skill_picks: { ...gameKeys, ...playerKeys, skill_id: "integer", use_times: "integer" },
  data_version: { id: "integer", version: "integer", updated_at: "integer" },
  analytics_events: { received_at: "integer", ...analyticsDetails },
  analytics_daily: { ...analyticsDetails, events: "integer" },
  ready_answers: {
    call: "text",
    scope: "text",
    context_id: "integer",
    digest: "text",
    br: "bytea",
  },
  read_model_versions: { name: "text", version: "text" },
};

const EXPECTED: Record<string, Record<string, string>> = {
  ...FACTS,
  ...Object.fromEntries(
    READ_MODELS.flatMap((model) => model.schema).map((table) => [
      table.name,
      Object.fromEntries(Object.entries<ColumnKind>(table.columns).map(([c, kind]) => [c, STORED[kind]])),
    ]),
  ),
};

/** Columns by name, so that the order they were added in does not matter. */
const sorted = (columns: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(columns).sort(([a], [b]) => a.localeCompare(b)));

const built = new Map<Engine, Schema>();

beforeAll(async () => {
  for (const engine of ENGINES) {
    const { db, close } = await openTestDb(engine);
    built.set(engine, await readSchema(db.kysely, engine));
    await close();
  }
});

afterAll(() => built.clear());

const MIGRATIONS = new URL("../../src/db/migrations/", import.meta.url);

describe("each migration", () => {
  // One that imported the code's lists or functions would build something else once they change.
  it.each(readdirSync(MIGRATIONS))("%s imports nothing but kysely", (file) => {
    const imports = [...readFileSync(new URL(file, MIGRATIONS), "utf8").matchAll(/from "([^"]+)"/g)];
    expect(imports.map(([, source]) => source)).toEqual(["kysely"]);
  });
});

describe.each(ENGINES)("every migration and read model on an empty %s database", (engine) => {
  it("creates the tables of db/schema.ts and no other", () => {
    expect(Object.keys(built.get(engine)!.columns).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))("gives %s the columns, types and nullability the code expects", (table) => {
    const columns = built.get(engine)!.columns[table] ?? {};
    expect(sorted(columns)).toEqual(sorted(EXPECTED[table]!));
  });
});

describe.runIf(ENGINES.length > 1)("SQLite and PostgreSQL", () => {
  it("end with the same primary keys", () => {
    expect(built.get("postgres")!.primaryKeys).toEqual(built.get("sqlite")!.primaryKeys);
  });

  it("end with the same indexes", () => {
    expect(built.get("postgres")!.indexes).toEqual(built.get("sqlite")!.indexes);
  });
});
