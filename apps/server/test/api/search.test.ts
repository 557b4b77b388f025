/** The search call on the demo data set: every field, both search types, paging, sorting and its errors. */
import { type CallRequestInput, MAX_ALL_ROWS } from "@match-stats/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDb } from "../../src/db/connect.ts";
import { nameKey } from "../../src/db/name-key.ts";
import { type Order, searchPage } from "../../src/read-models/search/search-page.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { readDemo } from "./demo-truth.ts";
import { everything, ok, playedIn } from "./lists-truth.ts";

type Search = CallRequestInput<"search">;

const demo = () => readDemo().reference;
const desc = (ids: number[]) => [...ids].sort((a, b) => b - a);

describe.each(ENGINES)("search on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  const search = (fields: Search) => ok(server, "search", fields);

  describe("season", () => {
    it("lists every season newest first, each with all its events", async () => {
      const answer = await search({ search_type: 1, param: [], field: "season" });
      const seasons = demo().seasons;
      expect(answer.total_nums).toBe(seasons.length);
      expect(answer.season_stats?.map((row) => row.season_id)).toEqual(desc(seasons.map((s) => s.id)));
      for (const row of answer.season_stats ?? []) {
        const season = seasons.find((s) => s.id === row.season_id)!;
        expect(row).toMatchObject({ season_name: season.name, host_region: season.host_regions });
        const events = demo().events.filter((event) => event.season_id === row.season_id);
        expect(row.event_list).toEqual(desc(events.map((event) => event.id)));
      }
    });

    it("finds by id or name fragment (type 1) and by exact ids or names in any case (type 2)", async () => {
      const byId = await search({ search_type: 1, param: ["1002"], field: "season" });
      expect(byId.season_stats?.map((row) => row.season_id)).toEqual([1002]);
      const byFragment = await search({ search_type: 1, param: ["LEAGUE 2025"], field: "season" });
      expect(byFragment.season_stats?.map((row) => row.season_name)).toEqual(["Booyah Pro League 2025"]);
      const exact = await search({
        search_type: 2,
        param: ["booyah pro league 2024", "1003"],
        field: "season",
      });
      expect(exact.season_stats?.map((row) => row.season_id)).toEqual([1003, 1001]);
      const partOnly = await search({ search_type: 2, param: ["league 2024"], field: "season" });
      expect(partOnly).toEqual({ total_nums: 0, season_stats: [] });
    });
  });

  describe("event", () => {
    it("finds a Thai fragment, within a season, with each event's matches and games", async () => {
      const answer = await search({ search_type: 1, param: ["ประเทศไทย"], field: "event", season_id: 1002 });
      const expected = demo().events.filter((e) => e.season_id === 1002 && e.name.includes("ประเทศไทย"));
      expect(expected.length).toBeGreaterThan(0);
      expect(answer.event_stats?.map((row) => row.event_id)).toEqual(desc(expected.map((e) => e.id)));
      const all = playedIn(everything);
      for (const row of answer.event_stats ?? []) {
        expect(row.match_list).toEqual(all.matchesOf(row.event_id));
        expect(row.single_match_id_list).toEqual(all.eventGames(row.event_id));
      }
    });

    it("takes % and _ literally", async () => {
      for (const term of ["%", "_", "League%2024"]) {
        expect(await search({ search_type: 1, param: [term], field: "event" })).toEqual({
          total_nums: 0,
          event_stats: [],
        });
      }
    });
  });

  describe("match", () => {
    it("answers whole matches with their games, filtered by season and event", async () => {
      const answer = await search({
        search_type: 1,
        param: ["day 1"],
        field: "match",
        event_id: 10002,
        size: -1,
      });
      const expected = [...readDemo().matches.values()].filter(
        (match) => match.event_id === 10002 && match.name.toLowerCase().includes("day 1"),
      );
      expect(answer.match_stats?.map((row) => row.match_id)).toEqual(desc(expected.map((m) => m.id)));
      for (const row of answer.match_stats ?? []) {
        expect(row).toMatchObject({ single_match_id: -1, season_id: 1001, event_id: 10002, mode: 1 });
        expect(row.single_match_id_list).toEqual(
          readDemo()
            .matches.get(row.match_id)
            ?.games.map((g) => g.id),
        );
      }
      const otherSeason = await search({
        search_type: 1,
        param: ["day 1"],
        field: "match",
        season_id: 1002,
        event_id: 10002,
      });
      expect(otherSeason.total_nums).toBe(0);
    });

    it("looks up exact ids and lists those it did not find in toast_message", async () => {
      const answer = await search({
        search_type: 2,
        param: ["10000002", "99999999", "10000001", "12"],
        field: "match",
        size: -1,
      });
      expect(answer.match_stats?.map((row) => row.match_id)).toEqual([10000002, 10000001]);
      expect(answer.toast_message?.split("|")).toEqual(["99999999", "12"]);
      const allFound = await search({ search_type: 2, param: ["10000003"], field: "match" });
      expect(allFound.toast_message).toBeUndefined();
      const notInEvent = await search({
        search_type: 2,
        param: ["10000003"],
        field: "match",
        event_id: 10005,
      });
      expect(notInEvent).toEqual({ total_nums: 0, match_stats: [], toast_message: "10000003" });
    });
  });

  describe("team", () => {
    it("finds Arabic and accented names case-insensitively, with the roster", async () => {
      const arabic = await search({ search_type: 1, param: ["صقور"], field: "team" });
      expect(arabic.team_stats?.map((row) => row.name).sort()).toEqual(["صقور", "صقور الصحراء"]);
      const accented = await search({ search_type: 1, param: ["ÁGUIA"], field: "team" });
      expect(accented.team_stats?.map((row) => row.name)).toEqual(["Águia do Sertão"]);
      const team = accented.team_stats![0]!;
      const roster = demo().team_players.filter((tp) => tp.team_id === team.id);
      expect(team.teammate_num).toBe(roster.length);
      expect(team.team_player_list.map((ref) => ref.id).sort()).toEqual(roster.map((tp) => tp.id).sort());
      for (const ref of team.team_player_list) {
        const record = roster.find((tp) => tp.id === ref.id)!;
        expect(ref).toMatchObject({
          name: record.name,
          uid: record.uids,
          team_id: team.id,
          team_name: team.name,
        });
        expect(ref.player_name).toBe(demo().players.find((p) => p.id === record.player_id)?.name);
      }
      expect(team.player_list.map((entry) => entry.uid).sort()).toEqual(
        roster.flatMap((tp) => (tp.uids.length > 0 ? tp.uids : [""])).sort(),
      );
    });

    it("finds every team whose name holds a fragment of any length, in any script", async () => {
      const teams = demo().teams;
      const fragments = new Set(["e", "Ã", "ão", " d", "صقو", "Sertão", "o do s", "ÇA", "zz", "%"]);
      for (const team of teams.slice(0, 12)) {
        const chars = Array.from(team.name);
        for (const length of [1, 2, 3, 4, 7]) fragments.add(chars.slice(1, 1 + length).join(""));
      }
      for (const fragment of fragments) {
        const answer = await search({ search_type: 1, param: [fragment], field: "team", size: -1 });
        const holding = teams.filter((team) => nameKey(team.name).includes(nameKey(fragment.trim())));
        expect(
          answer.team_stats?.map((row) => row.id),
          fragment,
        ).toEqual(desc(holding.map((team) => team.id)));
      }
    });

    it("team_new looks up exact ids with size -1", async () => {
      const answer = await search({
        search_type: 2,
        param: ["100003", "100001"],
        field: "team_new",
        size: -1,
      });
      expect(answer.team_stats?.map((row) => row.id)).toEqual([100003, 100001]);
      expect(answer.team_stats?.[1]?.name).toBe("Vôo Alto");
    });
  });

  describe("player", () => {
    it("player finds players only, each with all their team-player records", async () => {
      const answer = await search({ search_type: 1, param: ["cafuné"], field: "player", size: -1 });
      const expected = demo().players.filter((p) => nameKey(p.name).includes("cafuné"));
      expect(answer.player_stats?.map((row) => row.id)).toEqual(desc(expected.map((p) => p.id)).map(String));
      const cafune = answer.player_stats?.find((row) => row.player_id === 1000010);
      expect(cafune).toMatchObject({ player_type: 1, name: "Cafuné", team_id: null, team_name: null });
      expect(cafune?.team_player_list.map((ref) => ref.id)).toEqual(["1000010_3", "1000010_2", "1000010_1"]);
    });

    it("player_new also finds team-player records, by their id or name", async () => {
      const byRecord = await search({ search_type: 1, param: ["1000010_2"], field: "player_new" });
      expect(byRecord.player_stats).toEqual([
        {
          id: "1000010_2",
          name: "Cafuné",
          player_type: 2,
          player_id: 1000010,
          player_name: "Cafuné",
          team_id: 100004,
          team_name: "Águia do Sertão",
          uid: demo().team_players.find((tp) => tp.id === "1000010_2")?.uids,
          team_player_list: [],
        },
      ]);
      const byName = await search({ search_type: 2, param: ["CAFUNÉ"], field: "player_new", order_by: "id" });
      expect(byName.player_stats?.map((row) => [row.id, row.player_type])).toEqual([
        ["1000010", 1],
        ["1000010_1", 2],
        ["1000010_2", 2],
        ["1000010_3", 2],
      ]);
    });
  });

  describe("paging and sorting", () => {
    it("pages reach total_nums without duplicates and equal the size -1 answer", async () => {
      const query: Search = { search_type: 1, param: ["a"], field: "player_new", order_by: "-name" };
      const all = await search({ ...query, size: -1 });
      expect(all.total_nums).toBeGreaterThan(100);
      expect(all.player_stats).toHaveLength(all.total_nums);
      const ids: string[] = [];
      for (let page = 1; ids.length < all.total_nums; page++) {
        const answer = await search({ ...query, size: 100, page });
        expect(answer.total_nums).toBe(all.total_nums);
        expect(answer.player_stats?.length).toBeGreaterThan(0);
        ids.push(...(answer.player_stats ?? []).map((row) => row.id));
      }
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(all.player_stats?.map((row) => row.id));
      const after = await search({ ...query, size: 100, page: Math.ceil(all.total_nums / 100) + 1 });
      expect(after).toEqual({ total_nums: all.total_nums, player_stats: [] });
    });

    type Row = Record<string, unknown>;
    const name = (field: string) => (row: Row) => (row[field] === null ? "" : nameKey(row[field] as string));
    const raw = (field: string) => (row: Row) => row[field] as string | number;
    const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

    it.each([
      ["event", "start_time", raw("start_time"), "event_id"],
      ["event", "host_region", raw("host_region"), "event_id"],
      ["event", "event_name", name("event_name"), "event_id"],
      ["match", "mode", raw("mode"), "match_id"],
      ["team", "name", name("name"), "id"],
      ["team", "created_at", raw("created_at"), "id"],
      ["season", "end_date", raw("end_date"), "season_id"],
      ["player_new", "team_name", name("team_name"), "player_id"],
    ] as const)("sorts %s by %s both ways", async (field, sortKey, sortValue, idField) => {
      const rowsOf = async (order_by: string) => {
        const answer = await search({ search_type: 1, param: [], field, order_by, size: -1 });
        return (Object.values(answer).find(Array.isArray) ?? []) as Row[];
      };
      const ascending = await rowsOf(sortKey);
      for (let i = 1; i < ascending.length; i++) {
        const [a, b] = [ascending[i - 1]!, ascending[i]!];
        const order =
          compare(sortValue(a), sortValue(b)) || compare(a[idField] as number, b[idField] as number);
        expect(order).toBeLessThanOrEqual(0);
      }
      expect(new Set(ascending.map(sortValue)).size).toBeGreaterThan(1);
      expect(await rowsOf(`-${sortKey}`)).toEqual([...ascending].reverse());
    });

    it("refuses an order_by the rows cannot be sorted by, naming the sortable fields", async () => {
      for (const [field, order_by] of [
        ["season", "-team_name"],
        ["player", "team_id"],
        ["match", "single_match_id_list"],
      ] as const) {
        const answer = await server.client.call("search", { search_type: 1, param: [], field, order_by });
        expect(answer).toMatchObject({ http: 400, status: "error", code: "INVALID_BODY" });
        expect(answer.msg).toMatch(/^order_by: .*sortable: id, /);
      }
    });

    it("size -1 answers every row past the page size limit, and at most MAX_ALL_ROWS", async () => {
      const all = await search({ search_type: 1, param: [], field: "player_new", size: -1 });
      expect(all.total_nums).toBe(demo().players.length + demo().team_players.length);
      expect(all.player_stats).toHaveLength(all.total_nums);
      // The demo holds fewer rows than the cap: a generated row set shows it (read-only, no table).
      const db = openDb(inject("demoDatabases")[engine]!);
      try {
        const numbers = sql`(WITH RECURSIVE n(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM n WHERE id < 1500)
          SELECT id AS row_key, id FROM n)`;
        const order: Order = { columns: [{ column: "id" }], descending: true };
        const page1 = await searchPage(db.kysely, engine, numbers, order, { size: -1, page: 1 });
        expect(page1.total).toBe(1500);
        expect(page1.keys).toHaveLength(MAX_ALL_ROWS);
        expect(page1.keys[0]).toBe("1500");
        const page2 = await searchPage(db.kysely, engine, numbers, order, { size: -1, page: 2 });
        expect(page2.keys).toHaveLength(1500 - MAX_ALL_ROWS);
      } finally {
        await db.close();
      }
    });
  });

  it("lists every match when param is empty, the default page of 10 newest", async () => {
    const answer = await search({ search_type: 2, param: [], field: "match" });
    const ids = desc([...readDemo().matches.keys()]);
    expect(answer.total_nums).toBe(ids.length);
    expect(answer.match_stats?.map((row) => row.match_id)).toEqual(ids.slice(0, 10));
    expect(answer.toast_message).toBeUndefined();
  });
});
