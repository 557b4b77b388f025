import { statBlockSchema } from "@match-stats/contract";
import { describe, expect, it } from "vitest";
import { averagedStatBlock, statBlock } from "../../../src/queries/stats/stat-block.ts";

const sums = {
  kills: 12,
  death: 4,
  headshot_killtimes: 3,
  headshots: 5,
  on_target: 20,
  hits: 30,
  shoots: 60,
  kill_distance: 1200,
  max_kill_distance: 310,
  damage: 2500,
  rounds_won: 7,
  rounds_lost: 3,
};

describe("stat blocks", () => {
  it("write every field of the contract, in its order", () => {
    const order = Object.keys(statBlockSchema.shape);
    expect(Object.keys(statBlock(sums, 4))).toEqual(order);
    expect(Object.keys(averagedStatBlock(sums, 4))).toEqual(order);
    expect(statBlockSchema.safeParse(statBlock(sums, 4)).success).toBe(true);
    expect(statBlockSchema.safeParse(averagedStatBlock(sums, 4)).success).toBe(true);
  });

  it("give totals as summed, and null for a counter the sums do not carry", () => {
    const total = statBlock(sums, 4);
    expect(total).toMatchObject({
      games: 4,
      kills: 12,
      damage: 2500,
      max_kill_distance: 310,
      oil_kill: null,
    });
    expect(total.assists).toBeNull();
  });

  it("average each sum over the divisor, but keep the longest kill the longest", () => {
    const average = averagedStatBlock(sums, 4, 8);
    expect(average).toMatchObject({ games: 4, kills: 1.5, damage: 312.5, max_kill_distance: 310 });
    expect(average.assists).toBeNull();
    expect(averagedStatBlock(sums, 0).kills).toBeNull();
  });

  it("take the rates from the sums, the same in totals and averages", () => {
    const rates = {
      headshot_kill_rate: 0.25,
      headshot_accuracy_rate: 0.25,
      hit_rate: 0.5,
      kill_distance_avg: 100,
      kd: 3,
      w_l: "7-3",
    };
    expect(statBlock(sums, 4)).toMatchObject(rates);
    expect(averagedStatBlock(sums, 4)).toMatchObject(rates);
  });
});
