/**
 * records: the best single-game values against a computation from the demo files, and kept by ingest: a
 * later game that beats a record takes its place, a match ingested again with lower numbers leaves no
 * stale record behind, and a team or player renamed is named anew wherever it holds a record.
 */
import { MODE_FAMILY_IDS, type ModeFamily, modeFamily, RECORD_PLACES, RECORDS } from "@match-stats/stats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IngestFile } from "../../src/ingest/format.ts";
import { type ApiServer, startApiServer, useIngestingServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { DAY, player, smallRun, T0 } from "../support/fixture.ts";
import { type DemoGame, readDemo, sum } from "./demo-truth.ts";
import { ok } from "./lists-truth.ts";

/** The demo's best values of each record among some games, ranked as docs/statistics.md says. */
function expectedRecords(keep: (game: DemoGame) => boolean) {
  const games = readDemo().games.filter(keep);
  return RECORDS.flatMap((def) => {
    const entries = games.flatMap(({ game, match }) =>
      def.source === "player"
        ? game.players.map((p) => ({
            value: p[def.counter as keyof typeof p] as number,
            start: game.start_time,
            game: game.id,
            tie: p.teamplayer_id,
            match: match.id,
            team: p.team_id,
          }))
        : game.teams.map((t) => ({
            // A team's player counters are its players' summed (docs/ingest-format.md).
            value:
              (t[def.counter as keyof typeof t] as number | undefined) ??
              sum(game.players.filter((p) => p.team_id === t.team_id).map((p) => p[def.counter as "kills"])),
            start: game.start_time,
            game: game.id,
            tie: String(t.team_id).padStart(12, "0"),
            match: match.id,
            team: t.team_id,
          })),
    );
    return entries
      .filter((entry) => entry.value > 0)
      .sort((x, y) => y.value - x.value || x.start - y.start || x.game - y.game || (x.tie < y.tie ? -1 : 1))
      .slice(0, RECORD_PLACES)
      .map((entry, i) => ({
        record: def.key,
        place: i + 1,
        value: entry.value,
        single_match_id: entry.game,
        match_id: entry.match,
        team_id: entry.team,
      }));
  });
}

const inFamily = (family: ModeFamily) => (game: DemoGame) => modeFamily(game.game.mode) === family;

const brief = (
  rows: {
    record: string;
    place: number;
    value: number;
    single_match_id: number;
    match_id: number;
    team_id: number;
  }[],
) =>
  rows.map(({ record, place, value, single_match_id, match_id, team_id }) => ({
    record,
    place,
    value,
    single_match_id,
    match_id,
    team_id,
  }));

describe.each(ENGINES)("records on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("answers the top 10 of every record of all time, a season and an event, each with its game", async () => {
    const all = await ok(server, "records", { field: "all" });
    expect(brief(all.records)).toEqual(expectedRecords(inFamily("battle_royale")));
    const season = await ok(server, "records", { field: "season", season_id: 1001 });
    const seasonEvents = new Set(
      readDemo()
        .reference.events.filter((e) => e.season_id === 1001)
        .map((e) => e.id),
    );
    expect(brief(season.records)).toEqual(
      expectedRecords((game) => seasonEvents.has(game.eventId) && inFamily("battle_royale")(game)),
    );
    const event = await ok(server, "records", { field: "event", event_id: 10001 });
    expect(brief(event.records)).toEqual(expectedRecords((game) => game.eventId === 10001));
    expect(event.records.length).toBe(RECORDS.length * RECORD_PLACES);
  });

  it("ranks battle royale and clash squad apart: battle royale unless clash squad is asked for", async () => {
    for (const mode of MODE_FAMILY_IDS) {
      const { records } = await ok(server, "records", { field: "all", mode });
      expect(brief(records), mode).toEqual(expectedRecords(inFamily(mode)));
      expect(records.every((row) => modeFamily(row.mode) === mode)).toBe(true);
    }
    const clash = await ok(server, "records", { field: "all", mode: "clash_squad" });
    expect(new Set(clash.records.map((row) => row.mode))).toEqual(new Set([15, 27]));
    // An event is in one mode: the other family has no record there.
    const csEvent = readDemo().reference.events.find((e) => e.mode === 15)!;
    expect(await ok(server, "records", { field: "event", event_id: csEvent.id })).toEqual({ records: [] });
    const inCs = await ok(server, "records", { field: "event", event_id: csEvent.id, mode: "clash_squad" });
    expect(brief(inCs.records)).toEqual(expectedRecords((game) => game.eventId === csEvent.id));
  });

  it("refuses a mode that is no family", async () => {
    for (const mode of [-1, 15, "every"]) {
      const answer = await server.client.call("records", { field: "all", mode });
      expect(answer, String(mode)).toMatchObject({ http: 400, code: "INVALID_BODY" });
    }
  });

  it("names what a record links to: a player's record has its player, a team's has none", async () => {
    const { records } = await ok(server, "records", { field: "event", event_id: 10001 });
    const kills = records.find((row) => row.record === "kills")!;
    const demo = readDemo();
    expect(kills.player_name).toBe(demo.reference.players?.find((p) => p.id === kills.player_id)?.name);
    expect(kills.team_name).toBe(demo.reference.teams?.find((t) => t.id === kills.team_id)?.name);
    expect(kills.match_name).toBe(demo.matches.get(kills.match_id)?.name);
    const team = records.find((row) => row.record === "team_points")!;
    expect(team).toMatchObject({ player_id: null, teamplayer_id: null, player_name: null });
  });

  it("answers no records for an event that does not exist, and asks for the id a field needs", async () => {
    expect(await ok(server, "records", { field: "event", event_id: 99_999 })).toEqual({ records: [] });
    const answer = await server.client.call("records", { field: "season" });
    expect(answer).toMatchObject({
      http: 400,
      code: "INVALID_BODY",
      msg: "season_id: is required for field season",
    });
  });
});

/** One more match of smallRun's event, a week later, where player 5001_1 kills `kills`. */
function laterMatch(kills: number): IngestFile {
  const run = smallRun(1);
  const [first] = run.matches;
  const game = first!.games[0]!;
  return {
    ...run,
    matches: [
      {
        ...first!,
        id: 501,
        name: "Rematch",
        start_time: T0 + 9 * DAY,
        end_time: T0 + 9 * DAY + 2000,
        games: [
          {
            ...game,
            id: 1101,
            start_time: T0 + 9 * DAY,
            end_time: T0 + 9 * DAY + 1500,
            players: [player("5001_1", 100, kills), ...game.players.slice(1)],
          },
        ],
      },
    ],
  };
}

describe.each(ENGINES)("records kept by ingest on %s", (engine) => {
  const live = useIngestingServer(engine, smallRun(2));

  const mostKills = async () =>
    (await ok(live.server, "records", { field: "all" })).records
      .filter((row) => row.record === "kills")
      .map((row) => [row.value, row.single_match_id, row.teamplayer_id]);

  it("a record set in a later game replaces the older one; re-ingested lower, the older one is back", async () => {
    // smallRun: 5001_1 kills 2 in each of games 1001 and 1002; the earlier game holds the tie.
    expect(await mostKills()).toEqual([
      [2, 1001, "5001_1"],
      [2, 1002, "5001_1"],
      [1, 1001, "5002_1"],
      [1, 1001, "6001_1"],
      [1, 1002, "5002_1"],
      [1, 1002, "6001_1"],
    ]);
    await live.ingest(laterMatch(9));
    // The server drops its cache when it sees the new data version (within a second on SQLite).
    await expect
      .poll(async () => (await mostKills())[0], { timeout: 5000, interval: 100 })
      .toEqual([9, 1101, "5001_1"]);
    expect((await mostKills()).slice(1, 3)).toEqual([
      [2, 1001, "5001_1"],
      [2, 1002, "5001_1"],
    ]);
    await live.ingest(laterMatch(0));
    await expect
      .poll(async () => (await mostKills())[0], { timeout: 5000, interval: 100 })
      .toEqual([2, 1001, "5001_1"]);
    expect((await mostKills()).some(([, game, who]) => game === 1101 && who === "5001_1")).toBe(false);
  });

  it("a run that only renames a team and a player names them anew in every scope's records", async () => {
    const scopes = [
      { field: "all" },
      { field: "season", season_id: 1 },
      { field: "event", event_id: 10 },
    ] as const;
    const namesOf = async (field: (typeof scopes)[number]) =>
      (await ok(live.server, "records", field)).records
        .filter((row) => row.team_id === 200)
        .map((row) => [row.team_name, row.player_name]);
    for (const scope of scopes) expect(await namesOf(scope)).toContainEqual(["เสือดำ", "สมชาย"]);
    await live.ingest({
      format_version: 1,
      seasons: [],
      events: [],
      teams: [{ id: 200, name: "Black Tiger", region: "", created_at: T0 - 300 * DAY, logo: null }],
      players: [{ id: 6001, name: "Somchai" }],
      team_players: [],
      weapons: [],
      skills: [],
      matches: [],
    });
    for (const scope of scopes) {
      await expect
        .poll(async () => namesOf(scope), { timeout: 5000, interval: 100 })
        .toContainEqual(["Black Tiger", "Somchai"]);
      expect(await namesOf(scope)).not.toContainEqual(["เสือดำ", "สมชาย"]);
    }
  });
});
