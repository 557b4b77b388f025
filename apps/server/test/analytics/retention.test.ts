/**
 * Analytics retention: events whose day is past the retention are counted into analytics_daily and
 * deleted in bounded batches that never split a second, the counts add up to what was deleted, and the
 * events of the retained days stay as they are.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { rollUpOldEvents } from "../../src/analytics/retention.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";

const at = (time: string) => ({ received_at: Date.parse(time) / 1000, received_day: time.slice(0, 10) });
const search = (time: string) => ({ ...at(time), name: "search", category: "team", term_count: 1 });
const pageView = (time: string) => ({ ...at(time), name: "page_view", route: "home" });

describe.each(ENGINES)("analytics retention on %s", (engine) => {
  it("rolls the oldest events past the retention in bounded batches, never splitting a second", async () => {
    const database = await openTestDb(engine);
    try {
      const db = database.db.kysely;
      await db
        .insertInto("analytics_events")
        .values([
          search("2026-02-27T12:00:00Z"),
          search("2026-02-27T12:00:01Z"),
          pageView("2026-02-28T08:00:00Z"),
          ...Array.from({ length: 3 }, () => search("2026-02-28T09:00:00Z")),
          pageView("2026-02-28T23:59:59Z"),
          pageView("2026-03-01T00:00:00Z"),
          search("2026-03-30T10:00:00Z"),
        ])
        .execute();
      // 30 days before 2026-03-31: the detail of 2026-03-01 on is kept.
      const now = new Date("2026-03-31T10:00:00Z");
      const rolled: number[] = [];
      for (let i = 0; i < 4; i++) rolled.push(await rollUpOldEvents(db, 30, 2, now));
      expect(rolled).toEqual([2, 4, 1, 0]);

      const { rows: daily } = await sql<Record<string, unknown>>`
        SELECT received_day, name, SUM(events) AS events FROM analytics_daily
        GROUP BY received_day, name ORDER BY received_day, name`.execute(db);
      expect(daily).toEqual([
        { received_day: "2026-02-27", name: "search", events: 2 },
        { received_day: "2026-02-28", name: "page_view", events: 2 },
        { received_day: "2026-02-28", name: "search", events: 3 },
      ]);
      const kept = await db
        .selectFrom("analytics_events")
        .select("received_day")
        .orderBy("received_at")
        .execute();
      expect(kept).toEqual([{ received_day: "2026-03-01" }, { received_day: "2026-03-30" }]);
    } finally {
      await database.close();
    }
  });
});
