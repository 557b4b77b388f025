/**
 * leaders reads a page of any ranking from the index of its key, and its count with one seek in
 * leader_counts, never sorting or counting the scope's subjects: all time (the ranking that grows with the
 * data), a season and an event, both orders.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rankQueries } from "../../src/api/handlers/leaders.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN, SORT } from "../support/query-plans.ts";

const RANKINGS = [
  { context: "all", id: 0, mode: 0, subject: "player", stat: "kills", view: "average", order: "desc" },
  {
    context: "all",
    id: 0,
    mode: 15,
    subject: "team",
    stat: "headshot_kill_rate",
    view: "total",
    order: "asc",
  },
  { context: "season", id: 1001, mode: 0, subject: "player", stat: "damage", view: "total", order: "desc" },
  { context: "event", id: 10001, mode: 1, subject: "team", stat: "kills", view: "average", order: "asc" },
] as const;

describe.each(ENGINES)("leaders plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it.each(RANKINGS)(
    "$context $subject by $stat ($view, $order): a page and its count from the index",
    async (r) => {
      const { page, count } = rankQueries(db.kysely, { ...r, minGames: 3 }, 50, 50);
      const pagePlan = await planOf(db, page.compile());
      const countPlan = await planOf(db, count.compile());
      for (const plan of [pagePlan, countPlan]) {
        expect(plan).not.toMatch(SCAN[engine]);
        expect(plan).not.toMatch(SORT[engine]);
      }
      expect(pagePlan).toMatch(/leader_ranks_(total|average)_key/);
      expect(countPlan).toMatch(/leader_counts_pk|autoindex_leader_counts/);
    },
  );
});
