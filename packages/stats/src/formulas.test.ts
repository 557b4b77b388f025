import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAYER_COUNTER_KEYS, TEAM_COUNTER_KEYS, WEAPON_COUNTER_KEYS } from "./fields.ts";
import {
  average,
  averages,
  compareShares,
  compareWinLoss,
  DERIVED_FIELDS,
  deriveAll,
  headshotAccuracyRate,
  headshotKillRate,
  headshotRate,
  hitRate,
  kd,
  killDistanceAvg,
  killRate,
  pickRate,
  statInputs,
  winLoss,
  winLossShares,
} from "./formulas.ts";

const ALL_COUNTERS = [
  ...new Set<string>([...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS, ...WEAPON_COUNTER_KEYS, "pick_times"]),
];

describe("a statistic's inputs", () => {
  it("are all a derived value reads: with only its inputs it is the same as with every counter", () => {
    const context = { games: 7, subjectKills: 40 };
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ALL_COUNTERS), fc.nat(500)), (counters) => {
        const every = Object.fromEntries(ALL_COUNTERS.map((key) => [key, counters[key] ?? 0]));
        for (const field of DERIVED_FIELDS) {
          const read = new Set<string>();
          const watched = new Proxy(every, {
            get: (target, key: string) => {
              read.add(key);
              return target[key];
            },
          });
          const alone = Object.fromEntries(field.inputs.map((key) => [key, every[key]]));
          expect(field.compute(alone, context)).toEqual(field.compute(watched, context));
          expect([...read].filter((key) => !field.inputs.includes(key as never))).toEqual([]);
        }
      }),
    );
  });

  it("of a counter are the counter, and of anything else none", () => {
    expect(statInputs("kd")).toEqual(["kills", "death"]);
    expect(statInputs("damage")).toEqual(["damage"]);
    expect(statInputs("avg_placement")).toEqual([]);
  });
});

describe("derived rates", () => {
  it("computes each rate from counter sums", () => {
    expect(headshotKillRate({ headshot_killtimes: 3, kills: 12 })).toBe(0.25);
    expect(headshotAccuracyRate({ headshots: 5, on_target: 20 })).toBe(0.25);
    expect(hitRate({ hits: 30, shoots: 120 })).toBe(0.25);
    expect(headshotRate({ headshots: 5, shoots: 20 })).toBe(0.25);
    expect(killDistanceAvg({ kill_distance: 450, kills: 3 })).toBe(150);
  });

  it("tells headshots per shot fired (headshot rate) from headshots per shot on target (accuracy)", () => {
    const weapon = { headshots: 6, on_target: 24, shoots: 120 };
    expect(headshotRate(weapon)).toBe(0.05);
    expect(headshotAccuracyRate(weapon)).toBe(0.25);
  });

  it("gives missing, not zero or infinity, when dividing by zero", () => {
    expect(headshotKillRate({ headshot_killtimes: 0, kills: 0 })).toBeNull();
    expect(hitRate({ hits: 3, shoots: 0 })).toBeNull();
    expect(killDistanceAvg({ kill_distance: 0, kills: 0 })).toBeNull();
  });

  it("gives missing when a counter is missing or -1", () => {
    expect(headshotAccuracyRate({ headshots: 5 })).toBeNull();
    expect(headshotAccuracyRate({ headshots: -1, on_target: 10 })).toBeNull();
    expect(hitRate({ hits: 3, shoots: null })).toBeNull();
  });

  it("computes K/D as kills per death, and the kills themselves with no deaths", () => {
    expect(kd({ kills: 9, death: 3 })).toBe(3);
    expect(kd({ kills: 7, death: 0 })).toBe(7);
    expect(kd({ kills: 0, death: 0 })).toBe(0);
    expect(kd({ kills: 5 })).toBeNull();
  });

  it("writes a team's rounds as W-L", () => {
    expect(winLoss({ rounds_won: 4, rounds_lost: 2 })).toBe("4-2");
    expect(winLoss({ rounds_won: 4 })).toBeNull();
    expect(winLoss({ rounds_won: 0, rounds_lost: 4 })).toBe("0-4");
  });

  it("has no W-L for a team that played no clash-squad round (battle royale's 0-0)", () => {
    expect(winLoss({ rounds_won: 0, rounds_lost: 0 })).toBeNull();
  });

  it("computes a weapon's kill rate against the subject's kills and pick rate against games", () => {
    expect(killRate(3, 12)).toBe(0.25);
    expect(killRate(0, 0)).toBeNull();
    expect(pickRate(2, 8)).toBe(0.25);
    expect(pickRate(2, 0)).toBeNull();
  });
});

describe("averages", () => {
  it("divides a sum by games, missing when there are no games", () => {
    expect(average(10, 3)).toBeCloseTo(3.3333, 4);
    expect(average(10, 0)).toBeNull();
    expect(average(null, 3)).toBeNull();
  });

  it("averages every counter of a record, unrounded", () => {
    const result = averages({ kills: 10, damage: 1000, survival_time: 1801 }, 3);
    expect(result.kills).toBe(10 / 3);
    expect(result.damage).toBe(1000 / 3);
    expect(result.survival_time).toBe(1801 / 3);
  });

  it("keeps the longest kill as it is, since a maximum is not a per-game amount", () => {
    expect(averages({ max_kill_distance: 250, kills: 6 }, 3)).toEqual({ max_kill_distance: 250, kills: 2 });
  });

  it("gives missing for every counter when there are no games", () => {
    expect(averages({ kills: 10, damage: 5 }, 0)).toEqual({ kills: null, damage: null });
  });
});

describe("DERIVED_FIELDS", () => {
  it("lists each derived value once, with a label, format and description", () => {
    const keys = DERIVED_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        "headshot_kill_rate",
        "headshot_accuracy_rate",
        "hit_rate",
        "headshot_rate",
        "kill_distance_avg",
        "kd",
        "w_l",
        "kill_rate",
        "pick_rate",
      ]),
    );
    for (const field of DERIVED_FIELDS) {
      expect(field.label).not.toBe("");
      expect(field.description).not.toBe("");
    }
  });

  it("computes the same values as the individual functions", () => {
    const sums = { kills: 8, death: 2, headshot_killtimes: 2, rounds_won: 3, rounds_lost: 1, pick_times: 4 };
    expect(deriveAll(sums, { games: 8, subjectKills: 16 })).toMatchObject({
      headshot_kill_rate: 0.25,
      kd: 4,
      w_l: "3-1",
      kill_rate: 0.5,
      pick_rate: 0.5,
      hit_rate: null,
    });
  });
});

describe("compare", () => {
  it("gives each side's percentage of the sum", () => {
    expect(compareShares(3, 1)).toEqual({ a: 75, b: 25 });
    expect(compareShares(0, 5)).toEqual({ a: 0, b: 100 });
  });

  it("splits 50/50 when equal, including both zero or both missing", () => {
    expect(compareShares(4, 4)).toEqual({ a: 50, b: 50 });
    expect(compareShares(0, 0)).toEqual({ a: 50, b: 50 });
    expect(compareShares(null, -1)).toEqual({ a: 50, b: 50 });
  });

  it("gives the whole bar to the side with data when the other is missing", () => {
    expect(compareShares(7, null)).toEqual({ a: 100, b: 0 });
  });

  const amount = fc.oneof(
    fc.nat(),
    fc.double({ min: 0, max: Number.MAX_VALUE, noNaN: true }),
    fc.constantFrom(null, -1),
  );

  it("always gives shares between 0 and 100 that sum to 100", () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const shares = compareShares(a, b);
        expect(shares.a).toBeGreaterThanOrEqual(0);
        expect(shares.b).toBeLessThanOrEqual(100);
        expect(shares.a + shares.b).toBeCloseTo(100, 9);
      }),
    );
  });

  it("gives the same shares whichever side a row is on", () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const ab = compareShares(a, b);
        const ba = compareShares(b, a);
        expect(ba).toEqual({ a: ab.b, b: ab.a });
      }),
    );
  });

  it("gives the larger amount the larger share", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        fc.pre(a > b);
        expect(compareShares(a, b).a).toBeGreaterThan(50);
      }),
    );
  });

  it("compares W-L by wins first, then by fewer losses", () => {
    expect(compareWinLoss("5-3", "4-0")).toBe("a");
    expect(compareWinLoss("2-1", "2-3")).toBe("a");
    expect(compareWinLoss("2-3", "2-1")).toBe("b");
    expect(compareWinLoss("3-2", "3-2")).toBe("tie");
    expect(compareWinLoss("10-2", "9-0")).toBe("a");
  });

  it("lets a side with a record lead a side without one", () => {
    expect(compareWinLoss("0-4", "-")).toBe("a");
    expect(compareWinLoss(null, "1-0")).toBe("b");
    expect(compareWinLoss("-", null)).toBe("tie");
  });

  it("shares the W-L bar by wins, and by fewer losses when the wins are equal", () => {
    expect(winLossShares("3-1", "1-1")).toEqual({ a: 75, b: 25 });
    expect(winLossShares("2-1", "2-3")).toEqual({ a: 75, b: 25 });
    expect(winLossShares("2-3", "2-1")).toEqual({ a: 25, b: 75 });
    expect(winLossShares("2-2", "2-2")).toEqual({ a: 50, b: 50 });
    expect(winLossShares("0-0", "0-0")).toEqual({ a: 50, b: 50 });
  });

  it("gives the W-L bar to the side with a record, and halves it when neither has one", () => {
    expect(winLossShares("0-4", "-")).toEqual({ a: 100, b: 0 });
    expect(winLossShares(null, "1-0")).toEqual({ a: 0, b: 100 });
    expect(winLossShares("-", null)).toEqual({ a: 50, b: 50 });
  });

  it("leans the W-L bar towards the side that leads", () => {
    const record = fc.oneof(
      fc.tuple(fc.nat(20), fc.nat(20)).map(([w, l]) => `${w}-${l}`),
      fc.constantFrom("-", null),
    );
    fc.assert(
      fc.property(record, record, (a, b) => {
        const { a: share } = winLossShares(a, b);
        const lead = share > 50 ? "a" : share < 50 ? "b" : "tie";
        expect(lead).toBe(compareWinLoss(a, b));
      }),
    );
  });

  it("gives the opposite answer when the sides swap", () => {
    const record = fc.oneof(
      fc.tuple(fc.nat(20), fc.nat(20)).map(([w, l]) => `${w}-${l}`),
      fc.constantFrom("-", null),
    );
    const flip = { a: "b", b: "a", tie: "tie" } as const;
    fc.assert(
      fc.property(record, record, (a, b) => {
        expect(compareWinLoss(b, a)).toBe(flip[compareWinLoss(a, b)]);
      }),
    );
  });
});
