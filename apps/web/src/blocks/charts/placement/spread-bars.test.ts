import type { PlacementSpread } from "@match-stats/contract";
import { describe, expect, it } from "vitest";
import { spreadBars } from "./spread-bars.ts";

const game = (rank: number) => ({
  single_match_id: rank,
  match_id: 1,
  match_name: "Final",
  seq: rank,
  start_time: 0,
  mode: 1,
  rank,
  teams: 4,
});

const SPREAD: PlacementSpread = {
  games: [game(2), game(2), game(3), game(2), game(4)],
  counts: [
    { placement: 1, count: 0 },
    { placement: 2, count: 3 },
    { placement: 3, count: 1 },
    { placement: 4, count: 1 },
  ],
  avg_placement: 2.6,
};

describe("the placement spread bars", () => {
  it("draws a bar per place, first to last, empty places included", () => {
    expect(spreadBars(SPREAD).bars).toEqual([
      { id: "1", label: "1", value: 0 },
      { id: "2", label: "2", value: 3 },
      { id: "3", label: "3", value: 1 },
      { id: "4", label: "4", value: 1 },
    ]);
  });

  it("says the games, the average, the best place reached and the usual one", () => {
    expect(spreadBars(SPREAD).summary).toEqual({ games: 5, average: 2.6, best: 2, bestCount: 3, usual: 2 });
    const tie = {
      ...SPREAD,
      counts: [
        { placement: 1, count: 2 },
        { placement: 2, count: 2 },
      ],
    };
    expect(spreadBars(tie).summary).toMatchObject({ best: 1, bestCount: 2, usual: 1 });
  });
});
