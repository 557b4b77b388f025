import { STANDINGS, sortsDescendingFirst } from "@match-stats/stats";
import { describe, expect, it } from "vitest";
import { nextSort, sortRows } from "./sort-rows.ts";

const rows = [
  { match_id: 2, start_time: 200 },
  { match_id: 3, start_time: null },
  { match_id: 1, start_time: 300 },
];

describe("the event page's local sort", () => {
  it("keeps the list's order without a sort", () => {
    expect(sortRows(rows, null, [])).toBe(rows);
  });

  it("sorts either way, missing values last", () => {
    const ids = (sorted: readonly { match_id: number }[]) => sorted.map((row) => row.match_id);
    expect(ids(sortRows(rows, { key: "match_id", descending: false }, []))).toEqual([1, 2, 3]);
    expect(ids(sortRows(rows, { key: "start_time", descending: false }, []))).toEqual([2, 1, 3]);
    expect(ids(sortRows(rows, { key: "start_time", descending: true }, []))).toEqual([1, 2, 3]);
  });
});

describe("a signed column's sort", () => {
  it("sorts -1 as the number it is, where elsewhere it is missing", () => {
    const standings = [
      { team_id: 1, round_diff: 2 },
      { team_id: 2, round_diff: -1 },
      { team_id: 3, round_diff: -2 },
      { team_id: 4, round_diff: null },
    ];
    const sort = { key: "round_diff", descending: false };
    const ids = (sorted: readonly { team_id: number }[]) => sorted.map((row) => row.team_id);
    expect(ids(sortRows(standings, sort, STANDINGS.columns))).toEqual([3, 2, 1, 4]);
    expect(ids(sortRows(standings, sort, []))).toEqual([3, 1, 2, 4]);
  });
});

describe("a header click", () => {
  const asc = (key: string) => ({ key, descending: false });
  const desc = (key: string) => ({ key, descending: true });

  it("goes ascending, descending, then back to the default order", () => {
    expect(nextSort(null, "name")).toEqual(asc("name"));
    expect(nextSort(asc("name"), "name")).toEqual(desc("name"));
    expect(nextSort(desc("name"), "name")).toBeNull();
  });

  it("turns the default order's column (id, descending) ascending, and back to the default", () => {
    expect(nextSort(null, "id", desc("id"))).toEqual(asc("id"));
    expect(nextSort(asc("id"), "id", desc("id"))).toBeNull();
    expect(nextSort(null, "name", desc("id"))).toEqual(asc("name"));
    expect(nextSort(desc("name"), "name", desc("id"))).toBeNull();
  });
});

describe("a statistic's header", () => {
  const column = (key: string) => STANDINGS.columns.find((c) => c.key === key)!;
  const first = (key: string) => nextSort(null, key, undefined, sortsDescendingFirst(column(key)));

  it("sorts the strongest first on its first click: the most kills, the highest score", () => {
    expect(first("kills")).toEqual({ key: "kills", descending: true });
    expect(first("total_score")).toEqual({ key: "total_score", descending: true });
  });

  it("sorts a rank and an average placement from the best, 1 first, and names from A", () => {
    expect(first("rank")).toEqual({ key: "rank", descending: false });
    expect(first("avg_placement")).toEqual({ key: "avg_placement", descending: false });
    expect(first("team_name")).toEqual({ key: "team_name", descending: false });
  });

  it("goes descending, ascending, then back to the default order", () => {
    const desc = { key: "kills", descending: true };
    const asc = { key: "kills", descending: false };
    expect(nextSort(desc, "kills", undefined, true)).toEqual(asc);
    expect(nextSort(asc, "kills", undefined, true)).toBeNull();
  });
});
