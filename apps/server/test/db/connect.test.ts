/**
 * How the server talks to PostgreSQL: reads go as named statements, so a connection parses and plans each
 * shape once (docs/performance.md); writes go unnamed; the planner costs a random read as nearly a sequential one.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connect.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";

describe.runIf(ENGINES.includes("postgres"))("PostgreSQL statements", () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb("postgres"));
  });
  afterAll(async () => close());

  /** The statements prepared on the connection that runs this read (the pool's one idle connection). */
  const prepared = async () =>
    (
      await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db.kysely)
    ).rows.map((row) => row.statement);

  it("prepares a read once per connection and runs it again by name", async () => {
    const query = db.kysely.selectFrom("seasons").select("id").where("id", "=", 1);
    await query.execute();
    await query.execute();
    const text = query.compile().sql;
    const statements = (await prepared()).filter((statement) => statement === text);
    expect(statements).toHaveLength(1);
  });

  it("leaves a write unnamed", async () => {
    await db.kysely.deleteFrom("seasons").where("id", "=", -1).execute();
    expect((await prepared()).some((text) => text.startsWith("delete"))).toBe(false);
  });

  it("has the planner cost an index seek as reading data in memory, on every connection of the pool", async () => {
    const settings = await Promise.all(
      Array.from({ length: 3 }, () =>
        db.kysely
          .connection()
          .execute(
            async (connection) =>
              (await sql<{ random_page_cost: string }>`SHOW random_page_cost`.execute(connection)).rows[0],
          ),
      ),
    );
    expect(settings.map((row) => row?.random_page_cost)).toEqual(["1.1", "1.1", "1.1"]);
  });
});
