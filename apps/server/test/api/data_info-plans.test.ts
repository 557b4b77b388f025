/**
 * data_info reads each scope's roll-up row, weapons and skills by primary key, with their names by primary
 * key, whatever the size of the data set: on PostgreSQL also in the generic plan a named statement may
 * settle on.
 */
import { SCOPES, type Scope } from "@match-stats/stats";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dataInfoQueries, dataInfoStatement } from "../../src/api/handlers/data_info.ts";
import { withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN } from "../support/query-plans.ts";

const TABLES = [
  ["rollup", "rollups"],
  ["weapons", "weapon_rollups"],
  ["skills", "skill_rollups"],
] as const;

describe.each(ENGINES)("data_info plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  const cases = (Object.keys(SCOPES) as Scope[]).flatMap((scope) =>
    TABLES.map(([read, table]) => [scope, read, table] as const),
  );
  it.each(cases)("%s: the %s read seeks %s by its key", async (scope, read, table) => {
    const query = withValues(dataInfoQueries(db.kysely, scope)[read].compile(), ["1", 1]);
    for (const generic of engine === "postgres" ? [false, true] : [false]) {
      const plan = await planOf(db, query, { generic });
      expect(plan).not.toMatch(SCAN[engine]);
      expect(plan).toMatch(engine === "sqlite" ? new RegExp(`SEARCH ${table} USING`) : `${table}_pk`);
      if (read === "rollup") continue;
      const names = read === "weapons" ? "weapons" : "skills";
      expect(plan).toMatch(
        engine === "sqlite" ? new RegExp(`SEARCH ${names} USING INTEGER PRIMARY KEY`) : `${names}_pkey`,
      );
    }
  });

  it.runIf(engine === "postgres").each(Object.keys(SCOPES) as Scope[])(
    "%s: the one statement PostgreSQL is sent seeks the three tables and the names by their keys",
    async (scope) => {
      const query = withValues(dataInfoStatement(db.kysely, scope).compile(), ["1", 1]);
      for (const generic of [false, true]) {
        const plan = await planOf(db, query, { generic });
        expect(plan).not.toMatch(SCAN[engine]);
        for (const index of [
          "rollups_pk",
          "weapon_rollups_pk",
          "skill_rollups_pk",
          "weapons_pkey",
          "skills_pkey",
        ])
          expect(plan).toMatch(index);
      }
    },
  );
});
