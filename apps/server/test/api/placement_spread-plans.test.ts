/**
 * placement_spread answers a team's kept spread in an event by primary key. Ingest builds the spreads of a
 * batch of events from their teams' results read through team_results' event index, each game and match by
 * primary key: never every result, game or match.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { keptSpreadQuery } from "../../src/read-models/placement-spreads/placement-spread.ts";
import { spreadRowsQuery } from "../../src/read-models/placement-spreads/placement-spreads.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN } from "../support/query-plans.ts";

describe.each(ENGINES)("placement_spread plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

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

  it("builds the events' spreads from their results by the event index, games and matches by primary key", async () => {
    // Sorting the events' results by team and time is the statement's own work.
    const plan = await planOf(db, spreadRowsQuery(db.kysely, [10001, 10003]).compile(), { sorts: true });
    expect(plan).not.toMatch(SCAN[engine]);
    if (engine === "sqlite") {
      expect(plan).toMatch(/SEARCH r USING INDEX team_results_event \(event_id=\?\)/);
      expect(plan).toMatch(/SEARCH t USING INDEX team_results_event \(event_id=\?\)/);
      expect(plan).toMatch(/SEARCH g USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(plan).toMatch(/SEARCH m USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    } else {
      expect(plan.match(/Index Scan on team_results_event\b/g)).toHaveLength(2);
      expect(plan).toMatch(/games_pkey on games g\b/);
      expect(plan).toMatch(/matches_pkey on matches m\b/);
    }
  });
});
