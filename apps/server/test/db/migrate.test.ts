/**
 * Every `npm run ingest` and server start brings the database to the newest schema first: a database already
 * there is checked with one read (the migrator's own check cost a live match's run 60 to 100 ms on
 * PostgreSQL), and one that is not gets what it lacks.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";
import { StatementCount } from "../support/statement-count.ts";

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
    // The newest migration, as a database built before it has it.
    await sql`DROP TABLE read_model_versions`.execute(db.kysely);
    await sql`DELETE FROM kysely_migration WHERE name = '022-read-model-versions'`.execute(db.kysely);
    await migrate(db.kysely);
    await expect(sql`SELECT name FROM read_model_versions`.execute(db.kysely)).resolves.toMatchObject({
      rows: [],
    });
  });
});
