/**
 * A live match's run rebuilds the roll-ups and leaders rows of its own subjects, and finds the rows it
 * replaces by their subject: the roll-ups' and leaders' keys lead with the scope and context, and a delete
 * naming the context without the subject read every row of the scope (all time's 142,536 place rows of
 * players at scale 10, hundreds of milliseconds of a one-match run on PostgreSQL).
 */
import type { CompiledQuery, KyselyPlugin, RootOperationNode } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Db, openDb } from "../../src/db/connect.ts";
import { replacedSubjects } from "../../src/ingest/write-run.ts";
import { rebuildLeaders } from "../../src/read-models/leaders/leaders.ts";
import { type Affected, emptyAffected, rebuildRollups } from "../../src/read-models/rollups/rollups.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf, SCAN } from "../support/query-plans.ts";
import { rolledBack } from "../support/rolled-back.ts";

/** The tables whose rows a run replaces subject by subject. */
const BY_SUBJECT = /^DELETE FROM "?(rollups|weapon_rollups|skill_rollups|leader_sums|leader_ranks)"? /;

/** Keeps the operation node of every statement run through it, to be compiled and planned after. */
class Statements implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery({ node }: { node: RootOperationNode }): RootOperationNode {
    this.nodes.push(node);
    return node;
  }
  async transformResult<T>({ result }: { result: T }): Promise<T> {
    return result;
  }
}

/** What a run replacing the match with the most players would touch: its subjects, event, season and itself. */
async function affectedByOneMatch(db: Db): Promise<Affected> {
  const { match_id } = await db.kysely
    .selectFrom("player_results")
    .select("match_id")
    .groupBy("match_id")
    .orderBy((eb) => eb.fn.countAll(), "desc")
    .orderBy("match_id")
    .limit(1)
    .executeTakeFirstOrThrow();
  const affected = emptyAffected();
  affected.matches.add(match_id);
  await replacedSubjects(db.kysely, [match_id], affected);
  return affected;
}

describe.each(ENGINES)("a live match's run on %s", (engine) => {
  let db: Db;
  let deletes: CompiledQuery[];
  beforeAll(async () => {
    db = openDb(inject("demoDatabases")[engine]!);
    const affected = await affectedByOneMatch(db);
    const statements = new Statements();
    await rolledBack(db.kysely, async (trx) => {
      const traced = trx.withPlugin(statements);
      await rebuildRollups(traced, affected);
      await rebuildLeaders(traced, affected);
    });
    const executor = db.kysely.getExecutor();
    deletes = statements.nodes
      .map((node) => executor.compileQuery(node, { queryId: "plan" }))
      .filter((query) => BY_SUBJECT.test(query.sql));
  });
  afterAll(async () => db.close());

  it("replaces the roll-ups and leaders rows of its subjects, each found by its key", async () => {
    const tables = new Set(deletes.map((query) => BY_SUBJECT.exec(query.sql)?.[1]));
    expect(tables).toEqual(
      new Set(["rollups", "weapon_rollups", "skill_rollups", "leader_sums", "leader_ranks"]),
    );
    for (const query of deletes) {
      expect(query.sql).toMatch(/"subject" IN \(/);
      // Planned, not run. PostgreSQL's planner, on the small demo database, may read a scope's few rows by
      // the key's leading columns and filter the subjects; at scale 10 it searches by them (performance.md).
      if (engine === "sqlite") {
        const plan = await planOf(db, query);
        expect(plan, query.sql).not.toMatch(SCAN.sqlite);
        expect(plan, query.sql).toMatch(/USING (COVERING )?INDEX [^\n]*\bsubject=\?/);
      }
    }
  });
});
