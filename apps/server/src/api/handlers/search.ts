/**
 * search: one page of seasons, events, matches, teams or players whose id or name matches the terms
 * (docs/contract.md "search"), with the total count, sorted by any sortable row field.
 */
import type { CallResponse } from "@match-stats/contract";
import { keptCountQuery, parseOrder, searchPage } from "../../read-models/search/search-page.ts";
import { SEARCH_SOURCES } from "../../read-models/search/search-sources.ts";
import { unmatchedTerms } from "../../read-models/search/unmatched-terms.ts";
import type { JsonHandler } from "../handler.ts";

export const search: JsonHandler<"search"> = async (request, { db, engine }) => {
  const source = SEARCH_SOURCES[request.field];
  const order = parseOrder(request.order_by, source.sortable);
  const terms = request.param.filter((term) => term !== "");
  const filter = {
    terms,
    searchType: request.search_type,
    seasonId: request.season_id,
    eventId: request.event_id,
  };
  const found = source.query(db, filter);
  const kept = keptCountQuery(request.field, filter);
  const { total, keys } = await searchPage(db, engine, found, order, request, kept);
  const answer: CallResponse<"search"> = { total_nums: total, ...(await source.rows(db, keys)) };
  if (request.field === "match" && request.search_type === 2) {
    const unmatched = await unmatchedTerms(db, found, terms);
    if (unmatched.length > 0) answer.toast_message = unmatched.join("|");
  }
  return answer;
};
