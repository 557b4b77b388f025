/**
 * leaders: players and teams ranked by a statistic, checked against a ranking computed straight from the
 * demo files: totals and averages, the minimum of games, the mode filter, rates, paging and tie order.
 */
import type { CallRequestInput, CallResponse } from "@match-stats/contract";
import { modeFamily } from "@match-stats/stats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer, useIngestingServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { smallRun } from "../support/fixture.ts";
import { type DemoGame, readDemo } from "./demo-truth.ts";
import { ok } from "./lists-truth.ts";

type Row = CallResponse<"leaders">["data"][number];
type Request = CallRequestInput<"leaders">;

interface Tally {
  id: string;
  num: number;
  games: number;
  kills: number;
  headshot_killtimes: number;
}

/** Each subject's games and sums over the games `where` keeps: by team-player record, by player, or by team. */
function tally(by: "teamplayer" | "player" | "team", where: (game: DemoGame) => boolean): Tally[] {
  const subjects = new Map<string, Tally>();
  for (const game of readDemo().games.filter(where)) {
    const perGame = new Map<string, Tally>();
    for (const p of game.game.players) {
      const playerId = Number(p.teamplayer_id.split("_")[0]);
      const [id, num] =
        by === "teamplayer"
          ? [p.teamplayer_id, playerId]
          : by === "player"
            ? [String(playerId), playerId]
            : [String(p.team_id), p.team_id];
      const row = perGame.get(id) ?? { id, num, games: 1, kills: 0, headshot_killtimes: 0 };
      row.kills += p.kills;
      row.headshot_killtimes += p.headshot_killtimes;
      perGame.set(id, row);
    }
    for (const row of perGame.values()) {
      const total = subjects.get(row.id) ?? { ...row, games: 0, kills: 0, headshot_killtimes: 0 };
      total.games += 1;
      total.kills += row.kills;
      total.headshot_killtimes += row.headshot_killtimes;
      subjects.set(row.id, total);
    }
  }
  return [...subjects.values()];
}

/** The documented order: value descending, then the lower number, then the lower id (code point order). */
const ranked = (rows: Tally[], value: (t: Tally) => number | null, minGames: number) =>
  rows
    .filter((t) => t.games >= minGames && value(t) !== null)
    .map((t) => ({ ...t, value: value(t)! }))
    .sort((a, b) => b.value - a.value || a.num - b.num || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const subjectOf = (row: Row): string => row.teamplayer_id ?? String(row.player_id ?? row.team_id);

/** Battle royale's games: what a ranking counts when no mode is asked for. */
const battleRoyale = (game: DemoGame) => modeFamily(game.game.mode) === "battle_royale";
const clashSquad = (game: DemoGame) => modeFamily(game.game.mode) === "clash_squad";

const inSeason = (seasonId: number) => {
  const events = new Set(
    readDemo()
      .reference.events.filter((e) => e.season_id === seasonId)
      .map((e) => e.id),
  );
  return (game: DemoGame) => events.has(game.eventId);
};
/** A season's battle-royale games. */
const seasonOf = (seasonId: number) => (game: DemoGame) => inSeason(seasonId)(game) && battleRoyale(game);

describe.each(ENGINES)("leaders on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  /** Every page of a ranking, `size` rows at a time. */
  async function allPages(fields: Request, size: number) {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const answer = await ok(server, "leaders", { ...fields, size, page });
      rows.push(...answer.data);
      if (answer.data.length < size) return { rows, answer };
    }
  }

  it("ranks a season's team-players by average kills, leaving out those under the default 3 games", async () => {
    const truth = tally("teamplayer", seasonOf(1001));
    const expected = ranked(truth, (t) => t.kills / t.games, 3);
    const { rows, answer } = await allPages(
      { subject: "player", stat: "kills", view: "average", season_id: 1001 },
      100,
    );
    expect(answer.min_games).toBe(3);
    expect(answer.total_nums).toBe(expected.length);
    expect(rows.map(subjectOf)).toEqual(expected.map((t) => t.id));
    expect(rows.map((r) => r.rank)).toEqual(expected.map((_, i) => i + 1));
    for (const [i, row] of rows.entries()) {
      expect(row.games).toBe(expected[i]!.games);
      expect(row.value).toBeCloseTo(expected[i]!.value, 12);
    }
    const under = truth.filter((t) => t.games < 3);
    expect(under.length).toBeGreaterThan(0);
    expect(rows.some((r) => under.some((t) => t.id === subjectOf(r)))).toBe(false);
    // A team-player row names the record and its team.
    const tp = readDemo().reference.team_players.find((t) => t.id === rows[0]!.teamplayer_id)!;
    expect(rows[0]).toMatchObject({ player_id: tp.player_id, player_name: tp.name, team_id: tp.team_id });
  });

  it("does not filter totals unless asked, and filters them when asked", async () => {
    const truth = tally("teamplayer", seasonOf(1001));
    const all = await ok(server, "leaders", { subject: "player", stat: "kills", season_id: 1001, size: 100 });
    expect(all.min_games).toBe(0);
    expect(all.total_nums).toBe(truth.length);
    const asked = await ok(server, "leaders", {
      subject: "player",
      stat: "kills",
      season_id: 1001,
      min_games: 20,
      size: 100,
    });
    expect(asked.min_games).toBe(20);
    expect(asked.total_nums).toBe(truth.filter((t) => t.games >= 20).length);
    expect(asked.data.every((r) => r.games >= 20)).toBe(true);
  });

  it("pages in a fixed order, equal values ordered by the lower id", async () => {
    const expected = ranked(tally("player", battleRoyale), (t) => t.kills, 0);
    const { rows } = await allPages({ subject: "player", stat: "kills", view: "total" }, 7);
    expect(rows.map(subjectOf)).toEqual(expected.map((t) => t.id));
    // The demo has ties, and they came out by id.
    const tied = expected.filter((t, i) => i > 0 && t.value === expected[i - 1]!.value);
    expect(tied.length).toBeGreaterThan(0);
    const reversed = await allPages({ subject: "player", stat: "kills", view: "total", order: "asc" }, 100);
    expect(reversed.rows.map(subjectOf)).toEqual(expected.map((t) => t.id).reverse());
  });

  it("counts only the games of the mode asked for", async () => {
    const { reference } = readDemo();
    const expected = ranked(
      tally("team", (g) => g.game.mode === 15),
      (t) => t.kills,
      0,
    );
    const { rows } = await allPages({ subject: "team", stat: "kills", mode: 15 }, 100);
    expect(rows.map(subjectOf)).toEqual(expected.map((t) => t.id));
    expect(rows.map((r) => r.value)).toEqual(expected.map((t) => t.value));
    expect(rows[0]!.team_name).toBe(reference.teams.find((t) => t.id === rows[0]!.team_id)!.name);
    // An event is in one mode: its mode and its family read it, another mode or family finds nothing.
    const event = reference.events.find((e) => e.mode === 27)!;
    const eventTeams = tally("team", (g) => g.eventId === event.id).length;
    for (const mode of [27, "clash_squad"] as const) {
      const inEvent = await ok(server, "leaders", {
        subject: "team",
        stat: "kills",
        event_id: event.id,
        mode,
      });
      expect(inEvent.total_nums, String(mode)).toBe(eventTeams);
    }
    for (const mode of [undefined, 1, 15, "battle_royale"] as const) {
      const other = await ok(server, "leaders", {
        subject: "team",
        stat: "kills",
        event_id: event.id,
        ...(mode === undefined ? {} : { mode }),
      });
      expect(other, String(mode)).toEqual({ min_games: 0, total_nums: 0, data: [] });
    }
  });

  it("ranks battle royale and clash squad apart: battle royale unless clash squad is asked for", async () => {
    const perGame = (t: Tally) => t.kills / t.games;
    const families = [
      [undefined, battleRoyale],
      ["battle_royale", battleRoyale],
      ["clash_squad", clashSquad],
    ] as const;
    for (const [mode, keep] of families) {
      const asked = { stat: "kills", view: "average", ...(mode === undefined ? {} : { mode }) } as const;
      const teams = await allPages({ subject: "team", ...asked }, 100);
      expect(teams.rows.map(subjectOf), String(mode)).toEqual(
        ranked(tally("team", keep), perGame, 3).map((t) => t.id),
      );
      for (const season_id of [1001, 1003]) {
        const players = await allPages({ subject: "player", season_id, ...asked }, 100);
        const expected = ranked(
          tally("teamplayer", (g) => keep(g) && inSeason(season_id)(g)),
          perGame,
          3,
        );
        expect(players.rows.map(subjectOf), `${mode} ${season_id}`).toEqual(expected.map((t) => t.id));
      }
    }
  });

  it("refuses a ranking over every mode", async () => {
    const answer = await server.client.call("leaders", { subject: "team", stat: "kills", mode: -1 });
    expect(answer).toMatchObject({ http: 400, code: "INVALID_BODY" });
  });

  it("ranks by a rate of the sums, the same in both views, leaving out subjects without a denominator", async () => {
    const event = 10001;
    const expected = ranked(
      tally("team", (g) => g.eventId === event),
      (t) => (t.kills === 0 ? null : t.headshot_killtimes / t.kills),
      3,
    );
    for (const view of ["total", "average"] as const) {
      const answer = await ok(server, "leaders", {
        subject: "team",
        stat: "headshot_kill_rate",
        view,
        event_id: event,
        size: 100,
      });
      expect(answer.min_games).toBe(3);
      expect(answer.data.map(subjectOf)).toEqual(expected.map((t) => t.id));
      expect(answer.data.map((r) => r.value)).toEqual(expected.map((t) => t.value));
    }
  });

  it("answers an empty ranking for a season that does not exist", async () => {
    const answer = await ok(server, "leaders", { subject: "team", stat: "damage", season_id: 999_999 });
    expect(answer).toEqual({ min_games: 0, total_nums: 0, data: [] });
  });
});

/** smallRun with player 5001 renamed since: its team-player record keeps the name it had in team 100. */
const renamedRun = () => {
  const run = smallRun(2);
  return {
    ...run,
    players: run.players?.map((p) => (p.id === 5001 ? { ...p, name: "Returning Renamed" } : p)),
    team_players: run.team_players?.map((tp) => (tp.id === "5001_1" ? { ...tp, name: "RP back at T1" } : tp)),
  };
};

describe.each(ENGINES)("a renamed player's name on %s", (engine) => {
  const live = useIngestingServer(engine, renamedRun());

  it("is the player's name in leaders of every scope, records and match rows alike", async () => {
    const names: (string | null | undefined)[] = [];
    for (const scope of [{ event_id: 10 }, { season_id: 1 }, {}]) {
      const answer = await ok(live.server, "leaders", { subject: "player", stat: "kills", ...scope });
      const row = answer.data.find((r) => r.player_id === 5001);
      expect(row, JSON.stringify(scope)).toBeDefined();
      names.push(row?.player_name);
    }
    for (const scope of [
      { field: "event", event_id: 10 },
      { field: "season", season_id: 1 },
      { field: "all" },
    ] as const) {
      const { records } = await ok(live.server, "records", scope);
      const own = records.filter((r) => r.teamplayer_id === "5001_1");
      expect(own.length, JSON.stringify(scope)).toBeGreaterThan(0);
      names.push(...own.map((r) => r.player_name));
    }
    const match = await ok(live.server, "match_data", { match_ids: [500] });
    names.push(match.team_stats.flatMap((t) => t.players).find((p) => p.player_id === 5001)?.player_name);
    expect(new Set(names)).toEqual(new Set(["Returning Renamed"]));
  });
});
