/**
 * A query compiled once per shape answers every call with that call's own values, on both engines; an id list
 * padded for it finds what the list finds.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { paddedIds, runCompiled, slot } from "../../src/db/compiled-once.ts";
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

  it("finds through an id list of any length, padded, the rows the list itself finds, in a few shapes", async () => {
    const all = (await db.kysely.selectFrom("events").select("id").orderBy("id").execute()).map((r) => r.id);
    const shapes = new Set<string>();
    let builds = 0;
    for (let length = 1; length <= Math.min(all.length, 40); length++) {
      // Every other event, and one id that names nothing.
      const ids = [...all.filter((_, i) => i % 2 === 0).slice(0, length - 1), -5];
      const list = paddedIds(ids);
      shapes.add(list.shape);
      expect(list.ids.length).toBeGreaterThanOrEqual(ids.length);
      expect(list.ids.length).toBeLessThan(2 * ids.length);
      const found = await runCompiled(
        db.kysely,
        `test padded ${list.shape}`,
        () => {
          builds += 1;
          return db.kysely.selectFrom("events").select("id").where("id", "in", list.slots).orderBy("id");
        },
        list.ids,
      );
      const expected = await db.kysely
        .selectFrom("events")
        .select("id")
        .where("id", "in", ids)
        .orderBy("id")
        .execute();
      expect(found, `${length} ids`).toEqual(expected);
    }
    expect([...shapes]).toEqual(["1", "2", "4", "8", "16", "32", "64"].slice(0, shapes.size));
    expect(builds).toBe(shapes.size);
  });
});
