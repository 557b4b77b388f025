/**
 * Every `npm run ingest` and server start brings the database to the newest schema first: a database already
 * there is checked with one read (the migrator's own check cost a live match's run 60 to 100 ms on
 * PostgreSQL), and one that is not gets what it lacks.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connect.ts";
import { migrate } from "../../src/db/migrate.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";
import { StatementCount } from "../support/statement-count.ts";

const columnExists = async (db: Db, table: string, column: string): Promise<boolean> => {
  try {
    await sql`SELECT ${sql.ref(column)} FROM ${sql.table(table)} LIMIT 1`.execute(db.kysely);
    return true;
  } catch {
    return false;
  }
};

describe.each(ENGINES)("migrate on %s", (engine) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it("checks a database at the newest schema with one statement", async () => {
    const opened = await openTestDb(engine);
    close = opened.close;
    const count = new StatementCount();
    await migrate(opened.db.kysely.withPlugin(count));
    expect(count.count).toBe(1);
  });

  it("runs a migration the database has not recorded", async () => {
    const opened = await openTestDb(engine);
    close = opened.close;
    const { db } = opened;
    await sql`ALTER TABLE standings DROP COLUMN matches_drawn`.execute(db.kysely);
    await sql`DELETE FROM kysely_migration WHERE name = '020-series-standings'`.execute(db.kysely);
    await migrate(db.kysely);
    expect(await columnExists(db, "standings", "matches_drawn")).toBe(true);
  });
});
