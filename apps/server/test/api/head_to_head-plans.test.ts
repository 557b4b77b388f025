/**
 * head_to_head finds two teams' common matches through the roll-ups' primary key, and reads those matches'
 * counters, games and names through indexes, with the list of matches as one parameter: never every row.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { commonQuery, partQueries } from "../../src/api/handlers/head_to_head.ts";
import { idList, withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN, SORT } from "../support/query-plans.ts";

describe.each(ENGINES)("head_to_head plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it("reads the common matches of two teams by the roll-ups' primary key", async () => {
    const plan = await planOf(db, withValues(commonQuery(db.kysely).compile(), ["100001", "100002"]));
    expect(plan).not.toMatch(SCAN[engine]);
    expect(plan).not.toMatch(SORT[engine]);
    expect(plan).toMatch(/rollups_pk|autoindex_rollups/);
  });

  it.each(["rollups", "games", "matches"] as const)(
    "reads the %s of the common matches through an index",
    async (part) => {
      const values = [100001, 100002, "100001", "100002", idList(engine, [10000001, 10000002])];
      const plan = await planOf(db, withValues(partQueries(db.kysely, engine)[part]().compile(), values));
      // SQLite reads the list itself through json_each: a scan of the ids given, not of a table.
      expect(plan.replace(/^SCAN json_each VIRTUAL TABLE.*$/gm, "")).not.toMatch(SCAN[engine]);
      // By the matches' ids, not every row of the two teams (which grows with the data).
      expect(plan).toMatch(
        engine === "sqlite"
          ? /^SEARCH \w+ USING (INTEGER PRIMARY KEY|INDEX \w+) \((scope=\? AND subject=\? AND context_id|match_id|rowid)=\?/m
          : /Index/,
      );
    },
  );
});
