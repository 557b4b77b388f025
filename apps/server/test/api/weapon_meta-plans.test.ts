/**
 * weapon_meta reads a season's or an event's whole-scope weapon rows and its roll-up row by their primary
 * keys, and two events' the same way, each event sought by its own id: never every event's rows.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { changeQuery, scopeWeaponsQuery } from "../../src/api/lists/weapon-meta.ts";
import { withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
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

  it("reads each of two events, its weapons and its sample by the primary keys", async () => {
    const plan = await planOf(db, withValues(changeQuery(db.kysely).compile(), EVENTS));
    expect(plan).not.toMatch(SCAN[engine]);
    expect(plan).not.toMatch(SORT[engine]);
    for (const id of EVENTS) {
      for (const table of ["rollups", "weapon_rollups"] as const) {
        const seeks = plan.match(new RegExp(seek(engine, table, "event", id), "g")) ?? [];
        // SQLite's plan shows no values: one seek per event.
        expect(seeks).toHaveLength(engine === "sqlite" ? EVENTS.length : 1);
      }
    }
  });
});
