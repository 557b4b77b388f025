/** match_info: games (single matches) by id, in the order asked; an id that is no game is left out. */

import { gameRows } from "../../queries/lists/game-rows.ts";
import type { JsonHandler } from "../handler.ts";

export const matchInfo: JsonHandler<"match_info"> = async (request, { db }) => ({
  match_stats: await gameRows(db, request.single_match_id_list),
});
