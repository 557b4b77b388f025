/**
 * match_data reads one match's whole answer by primary key, and several matches' tables ready-made, by
 * primary key, whatever the size of the data set: the eight a request may name, one of them narrowed to a
 * game.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { matchAnswerQuery } from "../../src/read-models/match-answers/match-answers.ts";
import { ALL_GAMES, matchTablesQuery } from "../../src/read-models/match-tables/match-tables-ready.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN } from "../support/query-plans.ts";

describe.each(ENGINES)("match_data plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it.each([1, 8])("the ready tables of %i matches are read by primary key", async (count) => {
    const wanted = Array.from({ length: count }, (_, i) => ({
      matchId: 10_000_001 + i,
      game: i === 0 ? 100_000_001 : ALL_GAMES,
    }));
    const plan = await planOf(db, matchTablesQuery(db.kysely, wanted).compile());
    expect(plan).not.toMatch(SCAN[engine]);
    expect(plan).toMatch(engine === "sqlite" ? /SEARCH match_tables USING/ : /match_tables_pk/);
  });

  it.each([ALL_GAMES, 100_000_001])("one match's answer (game %i) is read by primary key", async (game) => {
    const plan = await planOf(db, withValues(matchAnswerQuery(db.kysely).compile(), [10_000_001, game]));
    expect(plan).not.toMatch(SCAN[engine]);
    expect(plan).toMatch(engine === "sqlite" ? /SEARCH match_answers USING/ : /match_answers_pk/);
  });
});
