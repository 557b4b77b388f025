import type { EventRow, WeaponMeta } from "@match-stats/contract";
import { describe, expect, it } from "vitest";
import { changeBars, changeSummary, defaultChange, eventsByTime, pickBars } from "./weapon-bars.ts";

const pick = (weapon_id: number, weapon_name: string, pick_rate: number | null) => ({
  weapon_id,
  weapon_name,
  pick_times: 1,
  player_games: 10,
  pick_rate,
  kills: 0,
  kill_rate: null,
});

const change = (weapon_id: number, weapon_name: string, change: number) => ({
  weapon_id,
  weapon_name,
  from_pick_rate: 0.1,
  to_pick_rate: 0.1 + change,
  change,
});

const event = (event_id: number) => ({ event_id, event_name: `Event ${event_id}`, start_time: 0 });

describe("the weapon meta bars", () => {
  it("draws each weapon's pick rate in the answer's order", () => {
    const meta: WeaponMeta = { weapons: [pick(3, "AK", 0.5), pick(4, "M4", null)], change: null };
    expect(pickBars(meta)).toEqual([
      { id: "3", label: "AK", value: 0.5 },
      { id: "4", label: "M4", value: 0 },
    ]);
    expect(changeBars(meta)).toEqual([]);
  });

  it("draws each weapon's change and names the largest rise and fall", () => {
    const meta: WeaponMeta = {
      weapons: [],
      change: {
        from: event(1),
        to: event(2),
        weapons: [change(3, "AK", 0.2), change(5, "SCAR", 0), change(4, "M4", -0.1)],
      },
    };
    expect(changeBars(meta).map((bar) => bar.value)).toEqual([0.2, 0, -0.1]);
    expect(changeSummary(meta)).toEqual({
      rose: { name: "AK", change: 0.2 },
      fell: { name: "M4", change: -0.1 },
      rising: 1,
      falling: 1,
    });
    const flat = { ...meta, change: { ...meta.change!, weapons: [change(5, "SCAR", 0)] } };
    expect(changeSummary(flat)).toEqual({ rose: null, fell: null, rising: 0, falling: 0 });
  });
});

/** An event of a season, started on day `day`. */
const played = (event_id: number, mode: number, day: number): EventRow => ({
  event_id,
  event_name: `Event ${event_id}`,
  host_region: "Brasil",
  season_id: 1,
  mode,
  start_time: day * 86_400,
  end_time: day * 86_400 + 3_600,
  match_list: [],
  single_match_id_list: [],
});

describe("the events a season's weapon change opens with", () => {
  it("pairs the most recent event with the latest earlier one of its mode, never a bomb squad with a battle royale", () => {
    // Season 1003 of the demo: battle royale, clash squad, battle royale, bomb squad.
    const season = eventsByTime([played(12, 27, 4), played(10, 15, 2), played(11, 1, 3), played(9, 1, 1)]);
    expect(season.map((event) => event.event_id)).toEqual([9, 10, 11, 12]);
    expect(defaultChange(season)).toEqual({ from: 9, to: 11 });
  });

  it("takes the latest pair when several modes were played twice", () => {
    const season = eventsByTime([played(1, 1, 1), played(2, 15, 2), played(3, 1, 3), played(4, 15, 4)]);
    expect(defaultChange(season)).toEqual({ from: 2, to: 4 });
  });

  it("pairs clash squad with bomb squad where no mode was played twice, and any two where no family was", () => {
    expect(defaultChange(eventsByTime([played(1, 1, 1), played(2, 15, 2), played(3, 27, 3)]))).toEqual({
      from: 2,
      to: 3,
    });
    expect(defaultChange(eventsByTime([played(1, 1, 1), played(2, 27, 2)]))).toEqual({ from: 1, to: 2 });
    expect(defaultChange(eventsByTime([played(1, 1, 1)]))).toBeUndefined();
  });
});
