/**
 * A list call reads one page through an index on its sort key, whatever the size of the data set: the
 * SQLite query plan of every search field's default page has no sort of its own.
 */
import { SEARCH_FIELDS } from "@match-stats/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pageQuery, parseOrder } from "../../src/api/lists/search-page.ts";
import { SEARCH_SOURCES } from "../../src/api/lists/search-sources.ts";
import { type Db, openDb } from "../../src/db/connect.ts";

describe("search pages on sqlite", () => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases").sqlite!);
  });
  afterAll(async () => db.close());

  it.each(SEARCH_FIELDS)("%s: the default order (-id) is read from an index, not sorted", async (field) => {
    const source = SEARCH_SOURCES[field];
    const found = source.query(db.kysely, { terms: [], searchType: 1, seasonId: -1, eventId: -1 });
    const page = pageQuery("sqlite", found, parseOrder("-id", source.sortable), { size: 10, page: 1 });
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${page}`.execute(db.kysely);
    const steps = plan.rows.map((row) => row.detail);
    expect(steps.join("\n")).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});
