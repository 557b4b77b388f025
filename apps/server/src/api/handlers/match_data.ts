/**
 * match_data: everything the match detail screen shows for 1 to 8 matches. Ingest keeps one match's answer
 * whole, over all its games and for each game (read-models/match-answers/match-answers.ts): the call reads it by primary key and
 * sends it as it is. Several matches are built from their ready tables (read-models/match-answers/match-data.ts), as is an
 * answer that names no match or a game of another match, which the builder refuses.
 */

import { readMatchAnswer } from "../../read-models/match-answers/match-answers.ts";
import { buildMatchData } from "../../read-models/match-answers/match-data.ts";
import type { JsonHandler } from "../handler.ts";

export const matchData: JsonHandler<"match_data"> = async (request, { db }) => {
  const [only, ...others] = request.match_ids;
  const ready =
    only !== undefined && others.length === 0
      ? await readMatchAnswer(db, only, request.single_match_id)
      : undefined;
  return ready ?? buildMatchData(db, request);
};
