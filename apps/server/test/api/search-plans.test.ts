/**
 * A search reads what it answers through indexes, whatever the size of the data set: for every field,
 * every sort (both ways) and every kind of term, on both engines, the query plans of the page and of the
 * count never read a whole table, a page without terms is read in order from an index (no sort of its
 * own), and a list of every row takes its total from the one row ingest keeps for it rather than counting
 * them. With terms, sorting the rows found is allowed: they are what the terms name, not the data set.
 * And on PostgreSQL, with sorting priced as it is and a list as long as at scale 10, a page of exact ids and
 * names sorts the few rows its terms find rather than walking the list's sort index and testing every row.
 */
import { SEARCH_FIELDS, type SearchField } from "@match-stats/contract";
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Db, openDb } from "../../src/db/connect.ts";
import { countOf, keptCountQuery, pageQuery, parseOrder } from "../../src/read-models/search/search-page.ts";
import { SEARCH_SOURCES, type SearchFilter } from "../../src/read-models/search/search-sources.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN, SORT } from "../support/query-plans.ts";
import { rolledBack } from "../support/rolled-back.ts";

interface TermKind {
  readonly label: string;
  readonly filter: (field: SearchField) => SearchFilter;
  /** The fields the kind applies to; every field when absent. */
  readonly fields?: readonly SearchField[];
}

const ANY = { seasonId: -1, eventId: -1 } as const;
const idTerm = (field: SearchField) => (field.startsWith("player") ? "1000001_1" : "1001");

const KINDS: TermKind[] = [
  { label: "no terms", filter: () => ({ terms: [], searchType: 1, ...ANY }) },
  { label: "an id", filter: (field) => ({ terms: [idTerm(field)], searchType: 1, ...ANY }) },
  { label: "a short fragment", filter: () => ({ terms: ["ão"], searchType: 1, ...ANY }) },
  { label: "a long fragment", filter: () => ({ terms: ["Leões de"], searchType: 1, ...ANY }) },
  { label: "several terms", filter: () => ({ terms: ["a", "1002", "Bermuda Cup"], searchType: 1, ...ANY }) },
  {
    label: "exact ids and names",
    filter: (field) => ({ terms: [idTerm(field), "Vôo Alto"], searchType: 2, ...ANY }),
  },
  {
    label: "a season",
    filter: () => ({ terms: [], searchType: 1, seasonId: 1001, eventId: -1 }),
    fields: ["event", "match"],
  },
  {
    label: "an event",
    filter: () => ({ terms: [], searchType: 1, seasonId: -1, eventId: 10001 }),
    fields: ["match"],
  },
];

const CASES = SEARCH_FIELDS.flatMap((field) =>
  KINDS.filter((kind) => kind.fields?.includes(field) ?? true).flatMap((kind) =>
    Object.keys(SEARCH_SOURCES[field].sortable).flatMap((sort) =>
      [sort, `-${sort}`].map((orderBy) => ({ field, kind: kind.label, orderBy, filter: kind.filter(field) })),
    ),
  ),
);

describe.each(ENGINES)("search plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it.each(CASES)("$field, $kind, sorted by $orderBy: no table scan", async ({ field, orderBy, filter }) => {
    const source = SEARCH_SOURCES[field];
    const found = source.query(db.kysely, filter);
    const kept = keptCountQuery(field, filter);
    // A list of every row reads its page in order and its total from list_counts; a search counts the rows it
    // finds beside its page, or on their own for a page past the last.
    const page = await planOf(
      db,
      pageQuery(
        engine,
        found,
        parseOrder(orderBy, source.sortable),
        { size: 10, page: 3 },
        kept ?? "counted",
      ).compile(db.kysely),
    );
    const count = await planOf(db, (kept ?? countOf(found)).compile(db.kysely));
    expect(count).not.toMatch(SCAN[engine]);
    if (kept) {
      expect(page).not.toMatch(SORT[engine]);
      expect(count).toMatch(/list_counts/);
      expect(count).not.toMatch(/player_search|seasons|events|matches|teams/);
    } else {
      expect(page).not.toMatch(SCAN[engine]);
    }
  });

  it.runIf(engine === "postgres").each(["player", "player_new"] as const)(
    "%s, exact ids and names in a list ten times as long: the rows found are sorted, the list is not walked",
    async (field) => {
      const source = SEARCH_SOURCES[field];
      const filter = { terms: ["1000001_1", "1000002", "Vôo Alto"], searchType: 2, ...ANY } as const;
      const page = pageQuery(
        engine,
        source.query(db.kysely, filter),
        parseOrder("-id", source.sortable),
        { size: 10, page: 1 },
        "counted",
      ).compile(db.kysely);
      // The list copied nine times over (names repeating as in a larger data set), its statistics read, then
      // rolled back: the plan PostgreSQL makes for scale 10.
      const plan = await rolledBack(db.kysely, async (trx) => {
        await sql`INSERT INTO player_search SELECT row_key || '#' || n, player_type, player_id + n * 10000000,
          key_length, name_key, player_name_key, team_id, team_name_key
          FROM player_search, generate_series(1, 9) AS n`.execute(trx);
        await sql`ANALYZE player_search`.execute(trx);
        const explained = await trx.executeQuery<{ "QUERY PLAN": string }>(
          CompiledQuery.raw(`EXPLAIN ${page.sql}`, [...page.parameters]),
        );
        return explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      expect(plan).toMatch(SORT[engine]);
      expect(plan).not.toMatch(/Filter:[^\n]*= ANY/);
    },
  );
});
