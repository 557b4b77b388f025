/**
 * head_to_head reads two teams' common matches through the roll-ups' primary key, and their tallies (kept by
 * ingest) by the pair's primary key, in two statements: never every row, nor every game a team played.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { meetingsQuery, sidesQuery } from "../../src/api/handlers/head_to_head.ts";
import { withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN } from "../support/query-plans.ts";

const VALUES = [100001, 100002, "100001", "100002"];

describe.each(ENGINES)("head_to_head plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it("reads each team's roll-ups and the other team's row of the same match by the primary key", async () => {
    const plan = await planOf(db, withValues(sidesQuery(db.kysely).compile(), VALUES));
    expect(plan).not.toMatch(SCAN[engine]);
    expect(plan).toMatch(
      engine === "sqlite"
        ? /SEARCH o USING COVERING INDEX sqlite_autoindex_rollups_1 \(scope=\? AND subject=\? AND context_id=\?\)/
        : /rollups_pk on rollups o\b.*\n\s+Index Cond: \(\(scope = 'team_match'::text\) AND \(subject = CASE/,
    );
  });

  it("reads the pair's tallies by their primary key, never the games' rows", async () => {
    const plan = await planOf(db, withValues(meetingsQuery(db.kysely).compile(), VALUES));
    expect(plan).not.toMatch(SCAN[engine]);
    expect(plan).not.toMatch(/team_results/);
    expect(plan).toMatch(
      engine === "sqlite"
        ? /SEARCH tm USING INDEX sqlite_autoindex_team_meetings_1 \(team_a=\? AND team_b=\?\)/
        : /team_meetings_pk on team_meetings tm\b.*\n\s+Index Cond: \(\(team_a = 100001\) AND \(team_b = 100002\)\)/,
    );
  });
});
