/**
 * Every `npm run ingest` and server start brings the database to the newest schema first: a database already
 * there is checked with one read (the migrator's own check cost a live match's run 60 to 100 ms on
 * PostgreSQL), and one that is not gets what it lacks.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDb } from "../../src/db/connect.ts";
import { MIGRATION_NAMES, migrate } from "../../src/db/migrate.ts";
import { createTestDatabase, ENGINES, openTestDb } from "../support/databases.ts";
import { readSchema } from "../support/read-schema.ts";
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

  it("forgets the migrations that made tables the read models make now, which the migrator would refuse", async () => {
    const opened = await openTestDb(engine);
    close = opened.close;
    const retired = ["003-player-search", "021-mode-families"].map((name) => ({ name, timestamp: "0" }));
    await opened.db.kysely
      .insertInto("kysely_migration" as never)
      .values(retired as never)
      .execute();
    await migrate(opened.db.kysely);
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
      opened.db.kysely,
    );
    expect(rows.map((row) => row.name)).toEqual(MIGRATION_NAMES);
  });

  it("brings a database at the schema before the newest migration to the newest", async () => {
    const older = await createTestDatabase(engine);
    const fresh = await createTestDatabase(engine);
    const [olderDb, freshDb] = [openDb(older.url), openDb(fresh.url)];
    close = async () => {
      await Promise.all([olderDb.close(), freshDb.close()]);
      await Promise.all([older.drop(), fresh.drop()]);
    };
    await migrate(olderDb.kysely, MIGRATION_NAMES.at(-2));
    const recorded = sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`;
    expect((await recorded.execute(olderDb.kysely)).rows.map((row) => row.name)).toEqual(
      MIGRATION_NAMES.slice(0, -1),
    );
    await migrate(olderDb.kysely);
    await migrate(freshDb.kysely);
    expect((await recorded.execute(olderDb.kysely)).rows.map((row) => row.name)).toEqual(MIGRATION_NAMES);
    expect(await readSchema(olderDb.kysely, engine)).toEqual(await readSchema(freshDb.kysely, engine));
  });
});
