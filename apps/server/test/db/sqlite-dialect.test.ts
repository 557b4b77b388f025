/**
 * SQLite's parameters are written `+?` (db/sqlite-dialect.ts), so that SQLite does not plan a kept statement
 * again each time it is run with new values; and a `+?` compares, limits and matches as a bare `?` does.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDb } from "../../src/db/connect.ts";

describe("SQLite parameters", () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sqlite-dialect-"));
    db = openDb(join(dir, "db.sqlite"));
    await sql`CREATE TABLE t (i INTEGER, r REAL, x TEXT, n NUMERIC, b BLOB)`.execute(db.kysely);
    await sql`INSERT INTO t VALUES (1, 1.0, '1', 1, x'31'), (2, 2.5, 'abc', '2', NULL), (NULL, NULL, NULL, NULL, NULL),
      (10, 10.0, '10', 10, x'00'), (3, 3.0, 'a%c', 3, x'61')`.execute(db.kysely);
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("are written +?, in conditions, lists, patterns and limits alike", () => {
    const query = db.kysely
      .selectFrom("t" as never)
      .select(sql`i`.as("i"))
      .where(sql.ref("x"), "=", "a")
      .where(sql.ref("i"), "in", [1, 2])
      .where(sql.ref("x"), "like", "%b%")
      .limit(5)
      .offset(1)
      .compile();
    expect(query.sql).not.toMatch(/(^|[^+])\?/);
    expect(query.sql.match(/\+\?/g)).toHaveLength(6);
  });

  const bare = async (text: string, values: unknown[]) =>
    (await db.kysely.executeQuery(CompiledQuery.raw(text, values))).rows;
  const plus = async (text: string, values: unknown[]) =>
    (await db.kysely.executeQuery(CompiledQuery.raw(text.replaceAll("?", "+?"), values))).rows;

  const values: unknown[] = [1, "1", 1.0, 2.5, "2", "abc", 10, "10", "1e1", null, Buffer.from("1"), 3n];
  it.each(["i", "r", "x", "n", "b"])(
    "compare with column %s as a bare ? does, whatever the value's type",
    async (column) => {
      for (const value of values) {
        for (const op of ["=", "<", ">=", "IS", "IN"]) {
          const text =
            op === "IN"
              ? `SELECT rowid FROM t WHERE ${column} IN (?, ?) ORDER BY rowid`
              : `SELECT rowid FROM t WHERE ${column} ${op} ? ORDER BY rowid`;
          const args = op === "IN" ? [value, 99] : [value];
          expect(await plus(text, args), `${column} ${op} ${String(value)}`).toEqual(await bare(text, args));
        }
      }
    },
  );

  it("limit, offset and match patterns as a bare ? does", async () => {
    const page = "SELECT rowid FROM t ORDER BY rowid LIMIT ? OFFSET ?";
    for (const [limit, offset] of [
      [2, 1],
      [0, 0],
      [-1, 3],
      ["2", "1"],
    ])
      expect(await plus(page, [limit, offset])).toEqual(await bare(page, [limit, offset]));
    const like = "SELECT rowid FROM t WHERE x LIKE ? ESCAPE '!' ORDER BY rowid";
    for (const pattern of ["%b%", "a!%c", "1%", "%", "A%"])
      expect(await plus(like, [pattern])).toEqual(await bare(like, [pattern]));
  });
});
