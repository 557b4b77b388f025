/**
 * Event rows read their events, and the events' matches with their games, in two statements run side by side
 * (one round of round trips on PostgreSQL), and list every match and game of the event in order.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eventRows } from "../../../src/api/lists/event-rows.ts";
import { type Db, openDb } from "../../../src/db/connect.ts";
import { ENGINES } from "../../support/databases.ts";
import { StatementCount } from "../../support/statement-count.ts";

const EVENTS = [10001, 10002];

describe.each(ENGINES)("event rows on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it("read the events, their matches and the matches' games in two statements", async () => {
    const statements = new StatementCount();
    const rows = await eventRows(db.kysely.withPlugin(statements), EVENTS);
    expect(statements.count).toBe(2);
    expect(rows.map((row) => row.event_id)).toEqual(EVENTS);
    for (const row of rows) {
      const matches = await db.kysely
        .selectFrom("matches")
        .select("id")
        .where("event_id", "=", row.event_id)
        .orderBy("id", "desc")
        .execute();
      const games = await db.kysely
        .selectFrom("games")
        .innerJoin("matches", "matches.id", "games.match_id")
        .select("games.id")
        .where("matches.event_id", "=", row.event_id)
        .orderBy("matches.id", "desc")
        .orderBy("games.seq")
        .execute();
      expect(row.match_list).toEqual(matches.map((match) => match.id));
      expect(row.single_match_id_list).toEqual(games.map((game) => game.id));
      expect(row.match_list.length).toBeGreaterThan(0);
    }
  });
});
