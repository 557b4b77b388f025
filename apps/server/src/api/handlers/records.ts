/**
 * records: the best single-game values of a season, an event or all time. Ingest keeps each scope's whole
 * answer, names included, with its codings (ingest/record-answers.ts): the call reads it by primary key
 * and sends it as it is.
 */
import { ALL_TIME_CONTEXT } from "@match-stats/stats";
import type { JsonHandler } from "../handler.ts";
import { readReadyAnswer } from "../ready-answer.ts";

export const records: JsonHandler<"records"> = async (request, { db }) => {
  const contextId =
    request.field === "all"
      ? ALL_TIME_CONTEXT
      : request.field === "season"
        ? request.season_id
        : request.event_id;
  // A scope without a game that set a record (or an id that names nothing) has no answer kept.
  return (await readReadyAnswer(db, "records", request.field, contextId)) ?? { records: [] };
};
