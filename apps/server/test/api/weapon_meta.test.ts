/**
 * weapon_meta: a season's or an event's pick rates are the numbers its Weapon Stats table shows (data_info of
 * the same scope) and what the demo files say; the change between two events of a season is each event's
 * rates side by side; unknown ids answer nothing, and two events that are one or of two seasons are refused.
 */
import type { CallRequestInput, CallResponse, WeaponMeta } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { readDemo } from "./demo-truth.ts";
import { ok } from "./lists-truth.ts";

const SEASON = 1001;
/** Season 1001's battle-royale Spring and Fall splits, and its clash-squad cup. */
const SPRING = 10001;
const FALL = 10003;
const CUP = 10004;
/** An event of season 1002. */
const OTHER_SEASON_EVENT = 10005;
const UNKNOWN = 99_999_999;

/** The weapon rows of data_info's Weapon Stats table for a scope, as weapon_meta names their fields. */
const weaponTable = (info: CallResponse<"data_info">) =>
  info.weapon_total.map((row) => ({
    weapon_id: row.weapon_id,
    weapon_name: row.weapon,
    pick_times: row.pick_times,
    player_games: info.total[0]?.player_games,
    pick_rate: row.pick_rate,
    kills: row.kills,
    kill_rate: row.kill_rate,
  }));

const byId = <T extends { weapon_id: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.weapon_id - b.weapon_id);

/** Highest first, then the lower weapon id. */
const expectOrdered = <T extends { weapon_id: number }>(rows: readonly T[], value: (row: T) => number) => {
  const keys = rows.map((row) => [value(row), row.weapon_id] as const);
  expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || a[1] - b[1]));
};

describe.each(ENGINES)("weapon_meta on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  const meta = (fields: CallRequestInput<"weapon_meta">) => ok(server, "weapon_meta", fields);
  const refused = async (fields: Record<string, unknown>) => {
    const answer = await server.client.call("weapon_meta", fields);
    expect(answer, JSON.stringify(fields)).toMatchObject({ http: 400, code: "INVALID_BODY" });
    return answer.msg;
  };

  /** A scope both calls read. */
  type Scope = { field: "season"; season_id: number } | { field: "event"; event_id: number };
  it.each<[string, Scope]>([
    ["season", { field: "season", season_id: SEASON }],
    ["event", { field: "event", event_id: SPRING }],
    ["clash-squad event", { field: "event", event_id: CUP }],
  ])(
    "answers a %s's weapons with the numbers of its Weapon Stats table, by pick rate",
    async (_name, scope) => {
      const answer = await meta(scope);
      const table = weaponTable(await ok(server, "data_info", scope));
      expect(answer.change).toBeNull();
      expect(answer.weapons.length).toBeGreaterThan(5);
      expect(byId(answer.weapons)).toEqual(byId(table));
      expectOrdered(answer.weapons, (row) => row.pick_rate ?? -1);
    },
  );

  it("counts a season's picks as the demo files do: player-games with the weapon over all player-games", async () => {
    const { reference, games } = readDemo();
    const events = new Set(reference.events.filter((e) => e.season_id === SEASON).map((e) => e.id));
    const players = games.filter((g) => events.has(g.eventId)).flatMap((g) => g.game.players);
    const { weapons } = await meta({ field: "season", season_id: SEASON });
    const top = weapons[0]!;
    const picks = players.filter((p) => p.weapons.some((w) => w.weapon_id === top.weapon_id)).length;
    expect(top).toMatchObject({ pick_times: picks, player_games: players.length });
    expect(top.pick_rate).toBeCloseTo(picks / players.length, 12);
    expect(top.weapon_name).toBe(reference.weapons.find((w) => w.id === top.weapon_id)?.name);
  });

  it("sets two events of a season side by side: each one's rate and the change, largest rise first", async () => {
    const { change } = await meta({ field: "change", from_event_id: SPRING, to_event_id: FALL });
    const rateIn = async (event_id: number) =>
      new Map((await meta({ field: "event", event_id })).weapons.map((w) => [w.weapon_id, w.pick_rate]));
    const [from, to] = [await rateIn(SPRING), await rateIn(FALL)];
    const { reference } = readDemo();
    const event = (id: number) => {
      const row = reference.events.find((e) => e.id === id)!;
      return { event_id: id, event_name: row.name, start_time: row.start_time };
    };
    expect(change?.from).toEqual(event(SPRING));
    expect(change?.to).toEqual(event(FALL));
    const rows = change?.weapons ?? [];
    expect(new Set(rows.map((row) => row.weapon_id))).toEqual(new Set([...from.keys(), ...to.keys()]));
    for (const row of rows) {
      expect(row.from_pick_rate).toBe(from.get(row.weapon_id) ?? null);
      expect(row.to_pick_rate).toBe(to.get(row.weapon_id) ?? null);
      expect(row.change).toBeCloseTo((row.to_pick_rate ?? 0) - (row.from_pick_rate ?? 0), 12);
      expect(row.weapon_name).not.toBe("");
    }
    expectOrdered(rows, (row) => row.change);
    expect(rows[0]!.change).toBeGreaterThan(0);
    expect(rows.at(-1)!.change).toBeLessThan(0);
  });

  it("orders every change of the demo exactly, equal changes by the lower weapon id", async () => {
    const { reference } = readDemo();
    const picks = new Map<number, Map<number, { pick_times: number; player_games: number }>>();
    for (const event of reference.events) {
      const { weapons } = await meta({ field: "event", event_id: event.id });
      picks.set(event.id, new Map(weapons.map((w) => [w.weapon_id, w])));
    }
    const playerGames = (event: number) => [...picks.get(event)!.values()][0]?.player_games ?? 1;
    let ties = 0;
    for (const from of reference.events) {
      for (const to of reference.events.filter((e) => e.season_id === from.season_id && e.id !== from.id)) {
        const { change } = await meta({ field: "change", from_event_id: from.id, to_event_id: to.id });
        const [p, q] = [playerGames(from.id), playerGames(to.id)];
        // The change in picks over p * q player-games: a whole number, so equal changes are equal.
        const exact = (weapon: number) =>
          (picks.get(to.id)!.get(weapon)?.pick_times ?? 0) * p -
          (picks.get(from.id)!.get(weapon)?.pick_times ?? 0) * q;
        const served = (change?.weapons ?? []).map((row) => [exact(row.weapon_id), row.weapon_id]);
        expect(served, `${from.id} to ${to.id}`).toEqual(
          [...served].sort((a, b) => b[0]! - a[0]! || a[1]! - b[1]!),
        );
        const rows = change?.weapons ?? [];
        for (const [i, row] of rows.entries()) {
          if (i > 0 && exact(row.weapon_id) === exact(rows[i - 1]!.weapon_id)) {
            ties++;
            expect(row.change).toBe(rows[i - 1]!.change);
          }
        }
      }
    }
    expect(ties).toBeGreaterThan(0);
    // Four weapons rose by exactly 4 of 1,920 player-games from event 10001 to 10002.
    const { change } = await meta({ field: "change", from_event_id: SPRING, to_event_id: 10002 });
    const rose = change?.weapons.filter((row) => row.change === 4 / 1920).map((row) => row.weapon_id);
    expect(rose).toEqual([128, 132, 139, 141]);
  });

  it("turns the change round when the events are asked the other way round", async () => {
    const forth = await meta({ field: "change", from_event_id: SPRING, to_event_id: CUP });
    const back = await meta({ field: "change", from_event_id: CUP, to_event_id: SPRING });
    const changes = (answer: WeaponMeta) =>
      new Map(answer.change?.weapons.map((row) => [row.weapon_id, row.change]));
    const backChanges = changes(back);
    for (const [weapon, change] of changes(forth)) expect(backChanges.get(weapon)).toBeCloseTo(-change, 12);
  });

  it("answers nothing for an unknown season or event, or a change with an unknown event", async () => {
    const nothing = { weapons: [], change: null };
    expect(await meta({ field: "season", season_id: UNKNOWN })).toEqual(nothing);
    expect(await meta({ field: "event", event_id: UNKNOWN })).toEqual(nothing);
    expect(await meta({ field: "change", from_event_id: SPRING, to_event_id: UNKNOWN })).toEqual(nothing);
    expect(await meta({ field: "change", from_event_id: UNKNOWN, to_event_id: SPRING })).toEqual(nothing);
  });

  it("refuses the same event twice and two events of different seasons, naming to_event_id", async () => {
    expect(await refused({ field: "change", from_event_id: SPRING, to_event_id: SPRING })).toBe(
      "to_event_id: must be another event than from_event_id",
    );
    expect(await refused({ field: "change", from_event_id: SPRING, to_event_id: OTHER_SEASON_EVENT })).toBe(
      `to_event_id: is not an event of season ${SEASON}, from_event_id's`,
    );
  });

  it("refuses a body without the ids its field needs", async () => {
    for (const fields of [
      { field: "season" },
      { field: "event", season_id: SEASON },
      { field: "change", from_event_id: SPRING },
      { field: "change", to_event_id: FALL },
      { field: "change", from_event_id: SPRING, to_event_id: -1 },
      { field: "weapons", season_id: SEASON },
    ]) {
      await refused(fields);
    }
  });
});
