/**
 * placement_spread answers a team's kept spread in an event by primary key. The spread is built (at ingest)
 * from the team's results in the event with one seek of team_results_team_event (migration 013), each game,
 * match name and number of teams by primary key: never every result of the team or of the event. Its sort is of
 * those games only, by start time (no index holds them so).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { keptSpreadQuery, spreadQuery } from "../../src/api/lists/placement-spread.ts";
import { withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN } from "../support/query-plans.ts";

describe.each(ENGINES)("placement_spread plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it("reads the team's results in the event with one seek, the rest by primary key", async () => {
    const query = withValues(spreadQuery(db.kysely).compile(), [100001, 10001]);
    const plans = [
      await planOf(db, query, { sorts: true }),
      ...(engine === "postgres" ? [await planOf(db, query, { sorts: true, generic: true })] : []),
    ];
    for (const plan of plans) {
      expect(plan).not.toMatch(SCAN[engine]);
      if (engine === "sqlite") {
        expect(plan).toMatch(/SEARCH r USING INDEX team_results_team_event \(team_id=\? AND event_id=\?\)/);
        expect(plan).toMatch(/SEARCH g USING INTEGER PRIMARY KEY \(rowid=\?\)/);
        expect(plan).toMatch(/SEARCH m USING INTEGER PRIMARY KEY \(rowid=\?\)/);
        expect(plan).toMatch(
          /SEARCH t USING COVERING INDEX sqlite_autoindex_team_results_1 \(single_match_id=\?\)/,
        );
      } else {
        expect(plan).toMatch(
          /team_results_team_event on team_results r\b.*\n\s+Index Cond: \(\(team_id = .+\) AND \(event_id = .+\)\)/,
        );
        expect(plan).toMatch(/games_pkey on games g\b.*\n\s+Index Cond: \(id = r\.single_match_id\)/);
        expect(plan).toMatch(/matches_pkey on matches m\b.*\n\s+Index Cond: \(id = r\.match_id\)/);
        expect(plan).toMatch(/team_results_pk\b.*\n\s+Index Cond: \(single_match_id = r\.single_match_id\)/);
      }
    }
  });

  it("answers the team's kept spread in the event by the primary key", async () => {
    const query = withValues(keptSpreadQuery(db.kysely).compile(), [100001, 10001]);
    const plans = [
      await planOf(db, query),
      ...(engine === "postgres" ? [await planOf(db, query, { generic: true })] : []),
    ];
    for (const plan of plans) {
      expect(plan).toMatch(
        engine === "sqlite"
          ? /^SEARCH placement_spreads USING INDEX sqlite_autoindex_placement_spreads_1 \(team_id=\? AND event_id=\?\)$/
          : /^Index Scan using placement_spreads_pk on placement_spreads\b.*\n\s+Index Cond: \(\(team_id = .+\) AND \(event_id = .+\)\)$/,
      );
    }
  });
});
