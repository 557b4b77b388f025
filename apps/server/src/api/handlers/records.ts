/**
 * records: the best single-game values of a season, an event or all time. Ingest keeps each scope's whole
 * answer, names included, with its codings (ingest/record-answers.ts): the call reads one row by primary
 * key and sends it as it is.
 */
import type { CallResponse } from "@match-stats/contract";
import { ALL_TIME_CONTEXT } from "@match-stats/stats";
import type { Kysely } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";
import type { JsonHandler } from "../handler.ts";
import { ReadyAnswer } from "../ready-answer.ts";

/** The answer of one scope (slot 0) and context (slot 1). */
const answerQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("record_answers")
    .select(["body", "br", "gzip"])
    .where("scope", "=", slot<string>(0))
    .where("context_id", "=", slot<number>(1));

/** A scope without a game that set a record (or an id that names nothing) has no row. */
const NONE: CallResponse<"records"> = { records: [] };

export const records: JsonHandler<"records"> = async (request, { db }) => {
  const contextId =
    request.field === "all"
      ? ALL_TIME_CONTEXT
      : request.field === "season"
        ? request.season_id
        : request.event_id;
  const [row] = await runCompiled(db, "records", () => answerQuery(db), [request.field, contextId]);
  return row ? new ReadyAnswer<CallResponse<"records">>(row.body, { br: row.br, gzip: row.gzip }) : NONE;
};
