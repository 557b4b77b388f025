import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connect.ts";
import { up as seriesStandings } from "../../src/db/migrations/020-series-standings.ts";
import { up as modeFamilies } from "../../src/db/migrations/021-mode-families.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { bringReadModelsUpToDate } from "../../src/read-models/up-to-date.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";
import { writeFiles } from "../support/files.ts";
import { smallRun } from "../support/fixture.ts";

describe.each(ENGINES)("derived rows on %s", (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await openTestDb(engine));
  });
  afterEach(async () => close());

  const derived = async () => ({
    grams: await db.kysely
      .selectFrom("name_grams")
      .selectAll()
      .orderBy(["source", "gram", "name_key"])
      .execute(),
    tables: await db.kysely
      .selectFrom("match_tables")
      .selectAll()
      .orderBy(["match_id", "single_match_id"])
      .execute(),
    standings: await db.kysely.selectFrom("standings").selectAll().orderBy(["event_id", "team_id"]).execute(),
    records: await db.kysely
      .selectFrom("records")
      .selectAll()
      .orderBy(["scope", "context_id", "family", "record", "place"])
      .execute(),
    meetings: await db.kysely
      .selectFrom("team_meetings")
      .selectAll()
      .orderBy(["team_a", "team_b", "match_id"])
      .execute(),
    answers: await db.kysely
      .selectFrom("ready_answers")
      .selectAll()
      .orderBy("call")
      .orderBy("scope")
      .orderBy("context_id")
      .execute(),
    lists: await db.kysely.selectFrom("list_counts").selectAll().orderBy("list").execute(),
    form: await db.kysely
      .selectFrom("form_matches")
      .selectAll()
      .orderBy("field")
      .orderBy("subject")
      .execute(),
    picks: await db.kysely
      .selectFrom("weapon_picks")
      .selectAll()
      .orderBy("scope")
      .orderBy("context_id")
      .execute(),
    spreads: await db.kysely
      .selectFrom("placement_spreads")
      .selectAll()
      .orderBy("team_id")
      .orderBy("event_id")
      .execute(),
    matchAnswers: await db.kysely
      .selectFrom("match_answers")
      .selectAll()
      .orderBy("match_id")
      .orderBy("single_match_id")
      .execute(),
  });

  const leaderRows = () =>
    db.kysely
      .selectFrom("leader_ranks")
      .selectAll()
      .orderBy(["scope", "context_id", "mode", "subject_kind", "stat", "subject"])
      .execute();

  it("are rebuilt for a database that holds matches without them, as ingest writes them", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const written = await derived();
    expect(written.tables.length).toBeGreaterThan(0);
    expect(written.standings.length).toBeGreaterThan(0);
    // A database whose matches came before migration 006 had neither, and before 008 no standings.
    await db.kysely.deleteFrom("name_grams").execute();
    await db.kysely.deleteFrom("match_tables").execute();
    await db.kysely.deleteFrom("standings").execute();
    await bringReadModelsUpToDate(db.kysely);
    expect(await derived()).toEqual(written);
  });

  it("rank again the standings, match tables and answers of a database built before migration 020", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const written = await derived();
    // Rows in an older order, without the drawn series, and the migration not yet run.
    await sql`ALTER TABLE standings DROP COLUMN matches_drawn`.execute(db.kysely);
    await sql`UPDATE standings SET rank = 100 - rank`.execute(db.kysely);
    const [whole] = written.tables;
    await db.kysely.updateTable("match_tables").set({ document: whole!.document }).execute();
    await db.kysely.updateTable("match_answers").set({ digest: "older" }).execute();
    // The answers made from the standings (the records' are not).
    await db.kysely
      .updateTable("ready_answers")
      .set({ digest: "older" })
      .where("call", "in", ["standings", "points_race"])
      .execute();
    await seriesStandings(db.kysely);
    await bringReadModelsUpToDate(db.kysely);
    expect(await derived()).toEqual(written);
  });

  it("fill the records of a database whose matches came before migration 010, as ingest ranks them", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const written = await derived();
    expect(written.records.length).toBeGreaterThan(0);
    await db.kysely.deleteFrom("records").execute();
    await db.kysely.deleteFrom("ready_answers").execute();
    await bringReadModelsUpToDate(db.kysely);
    expect(await derived()).toEqual(written);
  });

  it("tally the teams' meetings of a database whose matches came before migration 012, as ingest does", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const written = await derived();
    expect(written.meetings).toEqual([
      {
        team_a: 100,
        team_b: 200,
        match_id: 500,
        games: 2,
        a_points: 30,
        b_points: 20,
        a_booyahs: 2,
        b_booyahs: 0,
        a_above: 2,
        b_above: 0,
      },
    ]);
    await db.kysely.deleteFrom("team_meetings").execute();
    await bringReadModelsUpToDate(db.kysely);
    expect(await derived()).toEqual(written);
  });

  it("give a database whose matches came before migration 011 the whole answers ingest writes", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const written = await derived();
    // The event's points race; records of all time, the event and the season; standings of the event and
    // the season.
    expect(written.answers.map((row) => `${row.call} ${row.scope}`)).toEqual([
      "points_race event",
      "records all battle_royale",
      "records event battle_royale",
      "records season battle_royale",
      "standings event",
      "standings season",
    ]);
    await db.kysely.deleteFrom("ready_answers").execute();
    await bringReadModelsUpToDate(db.kysely);
    expect(await derived()).toEqual(written);
  });

  it("give a database whose other answers came before the points race the races ingest writes", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const written = await derived();
    await db.kysely.deleteFrom("ready_answers").where("call", "=", "points_race").execute();
    await bringReadModelsUpToDate(db.kysely);
    expect(await derived()).toEqual(written);
  });

  it("give a database with matches but no leaders rows the rows ingest writes", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const written = await leaderRows();
    expect(written.length).toBeGreaterThan(0);
    // A database whose matches came before migration 009 had none.
    await db.kysely.deleteFrom("leader_ranks").execute();
    await db.kysely.deleteFrom("leader_sums").execute();
    await bringReadModelsUpToDate(db.kysely);
    expect(await leaderRows()).toEqual(written);
  });

  it("rank again per mode family the records, leaders and form of a database built before migration 021", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const written = { ...(await derived()), leaders: await leaderRows() };
    expect(new Set(written.records.map((row) => row.family))).toEqual(new Set(["battle_royale"]));
    expect(new Set(written.form.map((row) => row.family))).toEqual(new Set(["battle_royale"]));
    // The migration empties what the older code wrote, and the next opening ranks it again.
    await modeFamilies(db.kysely);
    expect(await db.kysely.selectFrom("leader_sums").selectAll().execute()).toEqual([]);
    await bringReadModelsUpToDate(db.kysely);
    expect({ ...(await derived()), leaders: await leaderRows() }).toEqual(written);
  });

  it("give a database whose rows came before migration 014 the list totals ingest keeps, matches or none", async () => {
    const teamsOnly = smallRun(1);
    teamsOnly.matches = [];
    await ingestFiles(db, writeFiles({ "run.json": teamsOnly }));
    const written = await derived();
    expect(written.lists).toContainEqual({ list: "team", total: 2 });
    await db.kysely.deleteFrom("list_counts").execute();
    await bringReadModelsUpToDate(db.kysely);
    expect(await derived()).toEqual(written);

    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const withMatches = await derived();
    expect(withMatches.lists).toContainEqual({ list: "match", total: 1 });
    await db.kysely.deleteFrom("list_counts").execute();
    await bringReadModelsUpToDate(db.kysely);
    expect(await derived()).toEqual(withMatches);
  });

  it.each([
    // Four players, four team-player records and two teams.
    { migration: "015", table: "form_matches", key: "form", rows: 10 },
    // The event's and the season's.
    { migration: "016", table: "weapon_picks", key: "picks", rows: 2 },
    // Each of the two teams' in the event.
    { migration: "017", table: "placement_spreads", key: "spreads", rows: 2 },
    // The match's over both games, and each game's.
    { migration: "019", table: "match_answers", key: "matchAnswers", rows: 3 },
  ] as const)(
    "give a database whose matches came before migration $migration the $table ingest writes",
    async ({ table, key, rows }) => {
      await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
      const written = await derived();
      expect(written[key]).toHaveLength(rows);
      await db.kysely.deleteFrom(table).execute();
      await bringReadModelsUpToDate(db.kysely);
      expect(await derived()).toEqual(written);
    },
  );

  it("leave an empty database empty", async () => {
    await bringReadModelsUpToDate(db.kysely);
    expect(await derived()).toEqual({
      grams: [],
      tables: [],
      standings: [],
      records: [],
      meetings: [],
      answers: [],
      lists: [],
      form: [],
      picks: [],
      spreads: [],
      matchAnswers: [],
    });
  });
});
