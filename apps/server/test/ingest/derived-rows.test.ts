import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connect.ts";
import { fillDerivedRows } from "../../src/ingest/derived-rows.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
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
  });

  it("are rebuilt for a database that holds matches without them, as ingest writes them", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const written = await derived();
    expect(written.tables.length).toBeGreaterThan(0);
    // A database whose matches came before migration 006 had neither.
    await db.kysely.deleteFrom("name_grams").execute();
    await db.kysely.deleteFrom("match_tables").execute();
    await fillDerivedRows(db.kysely);
    expect(await derived()).toEqual(written);
  });

  it("leave an empty database empty", async () => {
    await fillDerivedRows(db.kysely);
    expect(await derived()).toEqual({ grams: [], tables: [] });
  });
});
