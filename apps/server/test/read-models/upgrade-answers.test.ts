/**
 * A database whose read-model rows other code wrote (some missing, some altered, every version another) is
 * opened by the server as `npm start` opens it, and then answers every read call as a database built fresh
 * from the same files: each call's example, and further bodies made from the demo data set's rows.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ENDPOINTS } from "@match-stats/contract";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { benchBodies } from "../../../../bench/api-bodies.ts";
import type { Database } from "../../src/db/schema.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { READ_MODELS } from "../../src/read-models/registry.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";

type Fields = Record<string, unknown>;

const TABLES = [...new Set(READ_MODELS.flatMap((model) => model.tables))];
/** Bodies per call beyond its example: enough to reach rows of every kind, few enough for ~40 s an engine. */
const BODIES_PER_CALL = 12;

const READ_CALLS = Object.entries(ENDPOINTS)
  .filter(([call, entry]) => !("writes" in entry && entry.writes) && !call.startsWith("download"))
  .map(([call, entry]) => [call, entry.example as Fields] as const);

/** What stands in a call's example for one player's game, replaced field by field. */
interface Sighting {
  readonly uid: number;
  readonly team_id: number;
  readonly event_id: number;
  readonly season_id: number;
  readonly match_id: number;
  readonly game_id: number;
}

/** Player-games spread over the data set (every few hundredth), distinct in player and match. */
const sightings = async (db: Kysely<Database>): Promise<Sighting[]> => {
  const rows = await db
    .selectFrom("player_results")
    .select([
      "player_id as uid",
      "team_id",
      "event_id",
      "season_id",
      "match_id",
      "single_match_id as game_id",
    ])
    .orderBy("single_match_id")
    .orderBy("player_id")
    .execute();
  const step = Math.max(1, Math.floor(rows.length / BODIES_PER_CALL));
  return rows.filter((_, i) => i % step === 0).slice(0, BODIES_PER_CALL);
};

/** The example with each id it names taken from a sighting instead. */
const fromSighting = (example: Fields, s: Sighting): Fields => {
  const ids: Fields = {
    uid: s.uid,
    team_id: s.team_id,
    team_a: s.team_id,
    event_id: s.event_id,
    season_id: s.season_id,
    match_ids: [s.match_id],
    single_match_id_list: [s.game_id],
  };
  return Object.fromEntries(
    Object.entries(example).map(([key, value]) =>
      // -1 means "any" in the search call's filters: left as it is.
      [key, key in ids && value !== -1 ? ids[key] : value],
    ),
  );
};

/** Every read call's bodies: its example, the bench's bodies made from the rows, or the example moved to other rows. */
const readBodies = async (db: Kysely<Database>): Promise<[string, Fields][]> => {
  const bench: Record<string, { cold: readonly Fields[] }> = await benchBodies(db);
  const seen = await sightings(db);
  return READ_CALLS.flatMap(([call, example]) => {
    const more = bench[call]?.cold.slice(0, BODIES_PER_CALL) ?? seen.map((s) => fromSighting(example, s));
    return [example, ...more].map((fields): [string, Fields] => [call, fields]);
  });
};

const answers = async (server: ApiServer, bodies: readonly [string, Fields][]) => {
  const all: string[] = [];
  for (const [call, fields] of bodies)
    all.push(`${call} ${JSON.stringify(fields)} ${JSON.stringify(await server.client.call(call, fields))}`);
  return all;
};

/** Rows as other code left them: one row of each table gone, one altered, every version another's. */
const asOtherCodeLeftThem = async (db: Kysely<Database>) => {
  for (const table of TABLES) {
    const [gone, altered] = (await db.selectFrom(table).selectAll().limit(2).execute()) as Fields[];
    // The row by each of its values (none is null in a key).
    const row = (values: Fields) =>
      sql.join(
        Object.entries(values)
          .filter(([, value]) => value !== null)
          .map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
        sql` and `,
      );
    if (gone) await sql`delete from ${sql.table(table)} where ${row(gone)}`.execute(db);
    // Its last numeric column moved far off, so that even where it is part of a key no other row holds it.
    const column = Object.entries(altered ?? {}).findLast(([, value]) => typeof value === "number")?.[0];
    if (altered && column)
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)} + 1000000007 where ${row(altered)}`.execute(
        db,
      );
  }
  await db.updateTable("read_model_versions").set({ version: "0" }).execute();
};

const demoFiles = () => {
  const folder = inject("demoFolder");
  return [
    join(folder, "reference.json"),
    ...readdirSync(join(folder, "events"))
      .sort()
      .map((name) => join(folder, "events", name)),
  ];
};

describe.each(ENGINES)("a database opened with read-model rows of other code on %s", (engine) => {
  let opened: Awaited<ReturnType<typeof openTestDb>>;
  let bodies: [string, Fields][];
  beforeAll(async () => {
    opened = await openTestDb(engine);
    const result = await ingestFiles(opened.db, demoFiles(), { statistics: false });
    expect(result.ok ? [] : result.problems).toEqual([]);
    bodies = await readBodies(opened.db.kysely);
    await asOtherCodeLeftThem(opened.db.kysely);
  });
  afterAll(async () => opened?.close());

  it("answers every read call as a database built fresh from the same files", async () => {
    const fresh = await startApiServer(engine);
    const expected = await answers(fresh, bodies).finally(() => fresh.close());
    const upgraded = await startApiServer(engine, {}, opened.test.url);
    const got = await answers(upgraded, bodies).finally(() => upgraded.close());
    expect(new Set(bodies.map(([call]) => call))).toEqual(new Set(READ_CALLS.map(([call]) => call)));
    const stale = bodies.flatMap(([call, fields], i) =>
      got[i] === expected[i] ? [] : [`${call} ${JSON.stringify(fields)}`],
    );
    expect(stale).toEqual([]);
  });
});
