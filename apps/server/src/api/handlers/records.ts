/**
 * records: the best single-game values of a season, an event or all time, in one mode family. Ingest keeps
 * each scope's and family's whole answer, names included, with its codings (read-models/records/record-answers.ts): the
 * call reads it by primary key and sends it as it is.
 */
import { ALL_TIME_CONTEXT } from "@match-stats/stats";
import { familyScope } from "../../answers/ready-answer.ts";
import { readReadyAnswer } from "../../read-models/ready-answers.ts";
import type { JsonHandler } from "../handler.ts";

export const records: JsonHandler<"records"> = async (request, { db }) => {
  const contextId =
    request.field === "all"
      ? ALL_TIME_CONTEXT
      : request.field === "season"
        ? request.season_id
        : request.event_id;
  // A scope without a game of the family that set a record (or an id that names nothing) has no answer kept.
  const scope = familyScope(request.field, request.mode);
  return (await readReadyAnswer(db, "records", scope, contextId)) ?? { records: [] };
};
