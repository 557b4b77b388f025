/**
 * The match detail's address (docs/spec.md section 2): match_id lists the matches loaded (1 to 8), single_match_id
 * narrows the first to one game, season_id and event_id say where the visitor came from.
 */
import { BadLinkError, type RouteQuery, readId, readIds } from "../../app/query-ids.ts";
import { MAX_MATCH_TERMS } from "../../blocks/search/search-terms.ts";

export interface MatchQuery {
  readonly matchIds: readonly number[];
  /** One game of the first match, or -1 for every game. */
  readonly singleMatchId: number;
  readonly seasonId: number | undefined;
  readonly eventId: number | undefined;
}

/** The single_match_id of "every game of the match". */
export const ALL_GAMES = -1;

/** Reads the address; ids past the eighth are dropped, as the search drops them. */
export function readMatchQuery(params: URLSearchParams): MatchQuery {
  const matchIds = [...new Set(readIds(params, "match_id"))].slice(0, MAX_MATCH_TERMS);
  if (matchIds.length === 0) throw new BadLinkError("match_id", "missing");
  return {
    matchIds,
    singleMatchId: readId(params, "single_match_id") ?? ALL_GAMES,
    seasonId: readId(params, "season_id"),
    eventId: readId(params, "event_id"),
  };
}

export function toRouteQuery(query: MatchQuery): RouteQuery {
  return {
    match_id: query.matchIds,
    single_match_id: query.singleMatchId === ALL_GAMES ? undefined : query.singleMatchId,
    season_id: query.seasonId,
    event_id: query.eventId,
  };
}

/** The address without one match; the game narrowing belongs to the first match and goes with it. */
export function withoutMatch(query: MatchQuery, matchId: number): MatchQuery {
  const matchIds = query.matchIds.filter((id) => id !== matchId);
  return {
    ...query,
    matchIds,
    singleMatchId: query.matchIds[0] === matchId ? ALL_GAMES : query.singleMatchId,
  };
}
