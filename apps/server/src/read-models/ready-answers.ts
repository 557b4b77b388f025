/**
 * The whole answers of the calls that have one per scope: records, standings and points races. Each is
 * built by the call's own code from the tables ingest keeps, enveloped and compressed once here
 * (answers/ready-answer.ts), and read by its handler by primary key.
 */

import type { CallResponse } from "@match-stats/contract";
import { ALL_TIME_CONTEXT, type ModeFamily } from "@match-stats/stats";
import type { Kysely } from "kysely";
import { familyScope, ReadyAnswer, type ReadyCall, readyAnswer } from "../answers/ready-answer.ts";
import { chunks, rowsPerInsert } from "../db/chunks.ts";
import { runCompiled, slot } from "../db/compiled-once.ts";
import type { Database } from "../db/schema.ts";

export type AnswerScope = "event" | "season" | "all";

/** The events and seasons whose answers are written again, and whether all time's is. */
export interface AnswerScopes {
  readonly event: ReadonlySet<number>;
  readonly season: ReadonlySet<number>;
  readonly all: boolean;
}

/** A call's answers for some contexts of a scope, by context; a context left out has no answer. */
export type BuildAnswers = (
  db: Kysely<Database>,
  scope: AnswerScope,
  contextIds: readonly number[],
) => Promise<Map<number, unknown>>;

/** Contexts built at once. */
const CONTEXTS_PER_BATCH = 100;

async function writeScope(
  db: Kysely<Database>,
  call: ReadyCall,
  scope: AnswerScope,
  contextIds: readonly number[],
  build: BuildAnswers,
  family: ModeFamily | undefined,
) {
  const stored = family === undefined ? scope : familyScope(scope, family);
  for (const part of chunks(contextIds, CONTEXTS_PER_BATCH)) {
    await db
      .deleteFrom("ready_answers")
      .where("call", "=", call)
      .where("scope", "=", stored)
      .where("context_id", "in", part)
      .execute();
    const answers = await Promise.all(
      [...(await build(db, scope, part))].map(async ([context_id, data]) => {
        const { digest, br } = await readyAnswer(data);
        return { call, scope: stored, context_id, digest, br };
      }),
    );
    for (const batch of chunks(answers, rowsPerInsert(5))) {
      await db.insertInto("ready_answers").values(batch).execute();
    }
  }
}

/**
 * Writes again a call's answers of `scopes` from the tables as they are now: of one mode family, for a call
 * kept per family (records).
 */
export async function writeReadyAnswers(
  db: Kysely<Database>,
  call: ReadyCall,
  scopes: AnswerScopes,
  build: BuildAnswers,
  family?: ModeFamily,
): Promise<void> {
  await writeScope(db, call, "event", [...scopes.event], build, family);
  await writeScope(db, call, "season", [...scopes.season], build, family);
  if (scopes.all) await writeScope(db, call, "all", [ALL_TIME_CONTEXT], build, family);
}

/** The answer of one call (slot 0), scope (slot 1) and context (slot 2). */
const answerQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("ready_answers")
    .select(["digest", "br"])
    .where("call", "=", slot<string>(0))
    .where("scope", "=", slot<string>(1))
    .where("context_id", "=", slot<number>(2));

/** A call's answer for a scope and context, read by primary key; undefined when ingest wrote none. */
export async function readReadyAnswer<C extends ReadyCall>(
  db: Kysely<Database>,
  call: C,
  scope: string,
  contextId: number,
): Promise<ReadyAnswer<CallResponse<C>> | undefined> {
  // Compiled once (db/compiled-once.ts).
  const [row] = await runCompiled(db, "ready answer", () => answerQuery(db), [call, scope, contextId]);
  return row && new ReadyAnswer(row.digest, row.br);
}
