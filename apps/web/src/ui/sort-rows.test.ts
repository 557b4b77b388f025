import { describe, expect, it } from "vitest";
import { sortRows } from "./sort-rows.ts";

const rows = [
  { match_id: 2, start_time: 200 },
  { match_id: 3, start_time: null },
  { match_id: 1, start_time: 300 },
];

describe("the event page's local sort", () => {
  it("keeps the list's order without a sort", () => {
    expect(sortRows(rows, null)).toBe(rows);
  });

  it("sorts either way, missing values last", () => {
    const ids = (sorted: readonly { match_id: number }[]) => sorted.map((row) => row.match_id);
    expect(ids(sortRows(rows, { key: "match_id", descending: false }))).toEqual([1, 2, 3]);
    expect(ids(sortRows(rows, { key: "start_time", descending: false }))).toEqual([2, 1, 3]);
    expect(ids(sortRows(rows, { key: "start_time", descending: true }))).toEqual([1, 2, 3]);
  });
});
