/** head_to_head finds two teams' common matches through the roll-ups' primary key, never reading every row. */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { commonQuery } from "../../src/api/handlers/head_to_head.ts";
import { withValues } from "../../src/db/compiled-once.ts";
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
});
