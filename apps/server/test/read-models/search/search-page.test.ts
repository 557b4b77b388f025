/**
 * A search page reads its keys and its total in one statement, on both engines (one round trip on
 * PostgreSQL): a list of every row with the total ingest keeps beside its rows, a search with the count of
 * the rows it finds. Only a page past the last row, which has no row to carry the total, reads it on its own.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Db, openDb } from "../../../src/db/connect.ts";
import {
  countOf,
  keptCountQuery,
  parseOrder,
  searchPage,
} from "../../../src/read-models/search/search-page.ts";
import { SEARCH_SOURCES, type SearchFilter } from "../../../src/read-models/search/search-sources.ts";
import { ENGINES } from "../../support/databases.ts";
import { StatementCount } from "../../support/statement-count.ts";

const EVERY_TEAM: SearchFilter = { terms: [], searchType: 1, seasonId: -1, eventId: -1 };
const TERMS: SearchFilter = { terms: ["a"], searchType: 1, seasonId: -1, eventId: -1 };

describe.each(ENGINES)("a search page on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  /** The page's total and keys, the statements it ran, and the count of every row its filter finds. */
  const page = async (filter: SearchFilter, pageNumber: number) => {
    const statements = new StatementCount();
    const counted = db.kysely.withPlugin(statements);
    const source = SEARCH_SOURCES.team;
    const found = source.query(counted, filter);
    const order = parseOrder("-id", source.sortable);
    const paging = { size: 10, page: pageNumber };
    const answer = await searchPage(counted, engine, found, order, paging, keptCountQuery("team", filter));
    const all = await countOf(source.query(db.kysely, filter)).execute(db.kysely);
    return { ...answer, statements: statements.count, rows: Number(all.rows[0]?.total) };
  };

  it.each([
    ["a list of every row", EVERY_TEAM],
    ["a search with terms", TERMS],
  ])("reads %s and its total in one statement", async (_kind, filter) => {
    const first = await page(filter, 1);
    expect(first.rows).toBeGreaterThan(10);
    expect(first).toMatchObject({ total: first.rows, statements: 1 });
    expect(first.keys).toHaveLength(10);
  });

  it.each([
    ["a list of every row", EVERY_TEAM],
    ["a search with terms", TERMS],
  ])("reads the total of %s on its own only for a page past the last row", async (_kind, filter) => {
    const past = await page(filter, 1000);
    expect(past).toMatchObject({ keys: [], total: past.rows, statements: 2 });
  });
});
