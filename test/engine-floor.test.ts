/** The ingest bench's engine floor (`bench/engine-floor.ts`) copies every row and leaves the database as it was. */
import { existsSync } from "node:fs";
import { ENGINES, openTestDb } from "@match-stats/server/test-support/databases";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { engineFloor, sqliteFloorPath } from "../bench/engine-floor.ts";

describe.each(ENGINES)("the engine floor on %s", (engine) => {
  it("times a copy of every row of every table and leaves no copy behind", async () => {
    const { db, test, close } = await openTestDb(engine);
    try {
      await db.kysely
        .insertInto("weapons")
        .values([
          { id: 1, name: "M4A1" },
          { id: 2, name: "AWM" },
        ])
        .execute();
      await db.kysely.insertInto("skills").values({ id: 7, name: "Alok", kind: "active" }).execute();

      const floor = await engineFloor(engine, test.url);

      // Two weapons, one skill, the data version's one row that migrations write and each read model's version.
      const versions = await db.kysely.selectFrom("read_model_versions").select("name").execute();
      expect(versions.length).toBeGreaterThan(0);
      expect(floor.rows).toBe(4 + versions.length);
      expect(floor.seconds).toBeGreaterThan(0);
      if (engine === "postgres") {
        const schemas = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_namespace
          WHERE nspname = 'engine_floor'`.execute(db.kysely);
        expect(Number(schemas.rows[0]?.n)).toBe(0);
      } else {
        expect(existsSync(sqliteFloorPath(test.url))).toBe(false);
      }
      expect(await db.kysely.selectFrom("weapons").select("name").orderBy("id").execute()).toEqual([
        { name: "M4A1" },
        { name: "AWM" },
      ]);
    } finally {
      await close();
    }
  });
});
