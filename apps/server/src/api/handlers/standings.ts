/** standings: an event's standings, or each event's of a season, as ingest keeps them. */
import type { JsonHandler } from "../handler.ts";
import { readStandings } from "../lists/standings.ts";

export const standings: JsonHandler<"standings"> = async (request, { db }) => ({
  events: await readStandings(
    db,
    request.field === "event" ? { eventId: request.event_id } : { seasonId: request.season_id },
  ),
});
