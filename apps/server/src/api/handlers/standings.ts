/**
 * standings: an event's standings, or each event's of a season. Ingest keeps each event's and season's whole
 * answer with its codings (read-models/standings/standings-answers.ts): the call reads it by primary key and sends it as
 * it is.
 */

import { readReadyAnswer } from "../../read-models/ready-answers.ts";
import type { JsonHandler } from "../handler.ts";

export const standings: JsonHandler<"standings"> = async (request, { db }) =>
  // An id that names nothing (or a season without events) has no answer kept.
  (await readReadyAnswer(
    db,
    "standings",
    request.field,
    request.field === "event" ? request.event_id : request.season_id,
  )) ?? { events: [] };
