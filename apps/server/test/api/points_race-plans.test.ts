/**
 * points_race of some matches is read at the call: their games through games_match and their teams' results
 * through team_results_match, each name by primary key, on both engines and in PostgreSQL's generic plan
 * too (which once hashed every match and every team per call). An event's answer is kept by ingest.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { gamesQuery, rowsQuery } from "../../src/read-models/points-race/points-race.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN } from "../support/query-plans.ts";

const MATCHES = [10000001, 10000002];

describe.each(ENGINES)("points_race plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  const plansOf = async (query: Parameters<typeof withValues>[0]) => {
    const compiled = withValues(query, MATCHES);
    return [
      await planOf(db, compiled),
      ...(engine === "postgres" ? [await planOf(db, compiled, { generic: true })] : []),
    ];
  };

  it("reads the matches' games by the match index, each match's name by primary key", async () => {
    for (const plan of await plansOf(gamesQuery(db.kysely, { matchIds: MATCHES }).compile())) {
      expect(plan).not.toMatch(SCAN[engine]);
      if (engine === "sqlite") {
        expect(plan).toMatch(/SEARCH games USING INDEX games_match \(match_id=\?\)/);
        expect(plan).toMatch(
          /CORRELATED SCALAR SUBQUERY[\s\S]*SEARCH matches USING INTEGER PRIMARY KEY \(rowid=\?\)/,
        );
      } else {
        expect(plan).toMatch(/Index Scan (?:using|on) games_match\b/);
        expect(plan).toMatch(/matches_pkey on matches\b/);
        // By a subquery per row, never a join the planner may answer by hashing the whole table.
        expect(plan).toMatch(/SubPlan/);
        expect(plan).not.toMatch(/Hash/);
      }
    }
  });

  it("reads the teams' results by the match index, each team's name by primary key", async () => {
    for (const plan of await plansOf(rowsQuery(db.kysely, { matchIds: MATCHES }).compile())) {
      expect(plan).not.toMatch(SCAN[engine]);
      if (engine === "sqlite") {
        expect(plan).toMatch(/SEARCH r USING INDEX team_results_match \(match_id=\?\)/);
        expect(plan).toMatch(
          /CORRELATED SCALAR SUBQUERY[\s\S]*SEARCH teams USING INTEGER PRIMARY KEY \(rowid=\?\)/,
        );
      } else {
        expect(plan).toMatch(/Index Scan (?:using|on) team_results_match\b/);
        expect(plan).toMatch(/teams_pkey on teams\b/);
        expect(plan).toMatch(/SubPlan/);
        expect(plan).not.toMatch(/Hash/);
      }
    }
  });
});
