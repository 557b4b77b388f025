import type { PointsRace } from "@match-stats/contract";
import { describe, expect, it } from "vitest";
import { raceSeries } from "./race-series.ts";

const game = (id: number) => ({
  single_match_id: id,
  match_id: 7,
  match_name: "Final",
  seq: id,
  start_time: 1_700_000_000 + id * 3600,
  mode: 1,
});

const RACE: PointsRace = {
  scoring: "points",
  games: [game(1), game(2), game(3)],
  lines: [
    { team_id: 5, team_name: "Ember", scores: [10, 2, 20], running: [10, 12, 32] },
    { team_id: 6, team_name: "Frost", scores: [4, 15, null], running: [4, 19, 19] },
    { team_id: 8, team_name: "Gale", scores: [1, 1, 1], running: [1, 2, 3] },
  ],
  leaders: [[5], [6], [5]],
};

describe("the points race series", () => {
  it("draws each team's running total, game by game, in the standings' order, with a point per game played", () => {
    const series = raceSeries(RACE);
    expect(series.ticks).toEqual([1, 2, 3]);
    expect(series.lines).toEqual([
      { id: "5", label: "Ember", values: [10, 12, 32], points: [true, true, true] },
      { id: "6", label: "Frost", values: [4, 19, 19], points: [true, true, false] },
      { id: "8", label: "Gale", values: [1, 2, 3], points: [true, true, true] },
    ]);
  });

  it("marks the leader of each game", () => {
    const { isLeader } = raceSeries(RACE);
    expect([0, 1, 2].map((x) => [0, 1, 2].filter((series) => isLeader(series, x)))).toEqual([[0], [1], [0]]);
  });

  it("says who leads, by how much over the next, and how often the lead changed", () => {
    expect(raceSeries(RACE).summary).toEqual({
      games: 3,
      leaders: ["Ember"],
      total: 32,
      next: { name: "Frost", total: 19 },
      leadChanges: 2,
    });
  });

  it("names every team level at the top, and has nothing to say of an empty race", () => {
    const level = { ...RACE, leaders: [[5], [6], [5, 6]] };
    level.lines = [
      { ...RACE.lines[0], running: [10, 12, 19] } as PointsRace["lines"][number],
      ...RACE.lines.slice(1),
    ];
    expect(raceSeries(level).summary).toMatchObject({
      leaders: ["Ember", "Frost"],
      total: 19,
      next: { name: "Gale" },
    });
    expect(raceSeries({ ...RACE, games: [], lines: [], leaders: [] }).summary).toBeNull();
  });
});
