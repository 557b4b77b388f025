import { describe, expect, it } from "vitest";
import { placementCounts } from "../placement-spread.ts";
import { PLACEMENT_COUNTS } from "./placement-tables.ts";
import { tableToCsv } from "./to-csv.ts";

const game = (rank: number) => ({ rank, teams: 3 });

describe("the placement counts table", () => {
  it("count the games per placement as the answer's counts hold them", () => {
    const counts = placementCounts([game(2), game(2)]);
    expect(tableToCsv(PLACEMENT_COUNTS, counts).split("\r\n").slice(1, 4)).toEqual(["1,0", "2,2", "3,0"]);
  });
});
