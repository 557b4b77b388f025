/**
 * weapon_meta's picks are built (at ingest) from a season's or an event's whole-scope weapon rows and its
 * roll-up row read by their primary keys; the call reads a scope's kept picks by primary key, and two events
 * with theirs, each event sought by its own id: never every event's rows.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import {
  changeQuery,
  keptPicksQuery,
  scopeWeaponsQuery,
} from "../../src/read-models/weapon-picks/weapon-meta.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN, SORT } from "../support/query-plans.ts";

const SEASON = 1001;
const EVENTS = [10001, 10003];

/** A seek of a roll-up table's rows of one whole season or event, by every column of the key before the weapon. */
const seek = (engine: string, table: "rollups" | "weapon_rollups", scope: string, context: number) =>
  engine === "sqlite"
    ? new RegExp(
        `SEARCH \\w+ USING INDEX sqlite_autoindex_${table}_1 \\(scope=\\? AND subject=\\? AND context_id=\\?\\)`,
      )
    : new RegExp(
        `${table}_pk on ${table} \\w+.*\\n\\s+Index Cond: \\(\\(scope = '${scope}'::text\\) AND \\(subject = ''::text\\) AND \\(context_id = ${context}\\)\\)`,
      );

describe.each(ENGINES)("weapon_meta plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it.each([
    ["season", SEASON],
    ["event", EVENTS[0]!],
  ] as const)("reads a %s's weapons and its sample by the primary keys", async (scope, id) => {
    const plan = await planOf(db, withValues(scopeWeaponsQuery(db.kysely, scope).compile(), [id]));
    expect(plan).not.toMatch(SCAN[engine]);
    expect(plan).not.toMatch(SORT[engine]);
    expect(plan).toMatch(seek(engine, "weapon_rollups", scope, id));
    expect(plan).toMatch(seek(engine, "rollups", scope, id));
  });

  it.each([
    ["season", SEASON],
    ["event", EVENTS[0]!],
  ] as const)("answers a %s's picks from its kept row, by the primary key", async (scope, id) => {
    const plan = await planOf(db, withValues(keptPicksQuery(db.kysely).compile(), [scope, id]));
    expect(plan).toMatch(
      engine === "sqlite"
        ? /^SEARCH weapon_picks USING INDEX sqlite_autoindex_weapon_picks_1 \(scope=\? AND context_id=\?\)$/
        : /^Index Scan using weapon_picks_pk on weapon_picks\b/,
    );
  });

  it("reads each of two events and its kept picks by the primary keys", async () => {
    const plan = await planOf(db, withValues(changeQuery(db.kysely).compile(), EVENTS));
    expect(plan).not.toMatch(SCAN[engine]);
    expect(plan).not.toMatch(SORT[engine]);
    expect(plan).not.toMatch(/rollups/);
    for (const id of EVENTS) {
      const seeks =
        plan.match(
          engine === "sqlite"
            ? /SEARCH p USING INDEX sqlite_autoindex_weapon_picks_1 \(scope=\? AND context_id=\?\)/g
            : new RegExp(
                `weapon_picks_pk on weapon_picks p.*\\n\\s+Index Cond: \\(\\(scope = 'event'::text\\) AND \\(context_id = ${id}\\)\\)`,
                "g",
              ),
        ) ?? [];
      // SQLite's plan shows no values: one seek per event.
      expect(seeks).toHaveLength(engine === "sqlite" ? EVENTS.length : 1);
    }
  });
});
