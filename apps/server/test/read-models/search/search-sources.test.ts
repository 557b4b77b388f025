/** The sortable fields the request schema (and so the OpenAPI document) allows are those the query sorts by. */
import { SEARCH_FIELDS, SORTABLE_FIELDS } from "@match-stats/contract";
import { describe, expect, it } from "vitest";
import { SEARCH_SOURCES } from "../../../src/read-models/search/search-sources.ts";

describe("search sources", () => {
  it.each(SEARCH_FIELDS)("%s sorts by exactly the fields its order_by allows", (field) => {
    expect(Object.keys(SEARCH_SOURCES[field].sortable).sort()).toEqual([...SORTABLE_FIELDS[field]].sort());
  });
});
