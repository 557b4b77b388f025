/** What the event page shows, as lookups: its screen and its route's loader ask the same requests. */
import { searchQuery } from "../../api/calls/search.ts";
import { lookup } from "../../api/query.ts";

/** The event, or null when no event has the id. */
export const findEvent = (eventId: number) =>
  lookup(
    searchQuery({ search_type: 2, field: "event", param: [String(eventId)], size: 1, page: 1 }),
    (answer) => answer.event_stats?.find((row) => row.event_id === eventId) ?? null,
  );

/** Every match of the event. */
export const eventMatches = (eventId: number) =>
  lookup(
    searchQuery({
      search_type: 1,
      field: "match",
      param: [],
      size: -1,
      page: 1,
      season_id: -1,
      event_id: eventId,
    }),
    (answer) => answer.match_stats ?? [],
  );
