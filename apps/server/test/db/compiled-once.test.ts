/** A query compiled once per shape answers every call with that call's own values, on both engines. */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { runCompiled, slot } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { ENGINES } from "../support/databases.ts";

describe.each(ENGINES)("a query compiled once on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it("is built once per shape and answers each call with its own values", async () => {
    let builds = 0;
    const build = () => {
      builds += 1;
      return db.kysely
        .selectFrom("events")
        .select("id")
        .where("season_id", "=", slot<number>(0))
        .orderBy("id")
        .limit(slot<number>(1));
    };
    const first = await runCompiled(db.kysely, "test events", build, [1001, 2]);
    const second = await runCompiled(db.kysely, "test events", build, [1002, 3]);
    const expected = async (season: number, limit: number) =>
      db.kysely
        .selectFrom("events")
        .select("id")
        .where("season_id", "=", season)
        .orderBy("id")
        .limit(limit)
        .execute();
    expect(first).toEqual(await expected(1001, 2));
    expect(second).toEqual(await expected(1002, 3));
    expect(second).toHaveLength(3);
    expect(builds).toBe(1);
  });
});
