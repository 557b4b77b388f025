/**
 * form: a team's, team-player's or player's matches oldest first, each with the statistic asked for: the value of
 * data_info's Average block of the subject within the match, or its average placement, checked against
 * data_info and against the demo ingest files; the most recent only past the limit; empty answers; bad bodies
 * refused.
 */
import { readFileSync } from "node:fs";
import type { FormAnswer } from "@match-stats/contract";
import { FORM_STAT_KEYS, MODE_FAMILY_IDS, modeFamily } from "@match-stats/stats";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Db, openDb } from "../../src/db/connect.ts";
import { readForm } from "../../src/read-models/form-matches/form.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { type DemoGame, readDemo } from "./demo-truth.ts";
import { ok } from "./lists-truth.ts";

const TEAM = 100_001;
const TEAM_PLAYER = "1000001_1";
/** Three team-player records with two teams. */
const PLAYER = 1_000_010;
/** The clash-squad event's best team. */
const CS_TEAM = 100_033;
const CS_EVENT = 10004;

/** What the demo files say of a subject's matches: each match's games it played and its ranks in them. */
function truth(played: (game: DemoGame) => number | undefined) {
  const byMatch = new Map<number, { game: DemoGame; rank: number }[]>();
  for (const game of readDemo().games) {
    const rank = played(game);
    if (rank === undefined) continue;
    byMatch.set(game.match.id, [...(byMatch.get(game.match.id) ?? []), { game, rank }]);
  }
  return [...byMatch.values()].map((games) => {
    const { match } = games[0]!.game;
    return {
      match_id: match.id,
      match_name: match.name,
      event_id: match.event_id,
      start_time: match.start_time,
      mode: games[0]!.game.game.mode,
      games: games.length,
      avg_placement: games.reduce((sum, g) => sum + g.rank, 0) / games.length,
    };
  });
}
const teamRank = (teamId: number) => (game: DemoGame) =>
  game.game.teams.find((team) => team.team_id === teamId)?.rank;
const teamPlayerRank = (teamPlayerId: string) => (game: DemoGame) => {
  const player = game.game.players.find((p) => p.teamplayer_id === teamPlayerId);
  return player && teamRank(player.team_id)(game);
};

/** An answer for avg_placement, as the demo files' truth reads. */
const summary = (answer: FormAnswer) =>
  answer.matches.map(({ match_id, match_name, event_id, start_time, mode, games, value }) => ({
    match_id,
    match_name,
    event_id,
    start_time,
    mode,
    games,
    avg_placement: value,
  }));

/** Every statistic the chart offers but the placement: counters, rates, an average distance, K/D. */
const CHECKED_STATS = FORM_STAT_KEYS.filter((key) => key !== "avg_placement");
const oldestFirst = <T extends { start_time: number; match_id: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.start_time - b.start_time || a.match_id - b.match_id);

describe.each(ENGINES)("form on %s", (engine) => {
  let server: ApiServer;
  let db: Db;
  beforeAll(async () => {
    server = await startApiServer(engine);
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  /**
   * For each of CHECKED_STATS, each match's value is that of data_info's Average block of the subject within
   * the match, to the last digit: each statistic's statement reads only its own counters, so each is checked.
   */
  async function expectDataInfoValues(
    subject: { field: "team"; team_id: number } | { field: "team_player"; teamplayer_id: string },
  ) {
    const scope =
      subject.field === "team"
        ? ({ field: "team_match", team_id: subject.team_id } as const)
        : ({ field: "player_match", teamplayer_id: subject.teamplayer_id } as const);
    const answers = await Promise.all(CHECKED_STATS.map((stat) => ok(server, "form", { ...subject, stat })));
    const first = answers[0]!;
    for (const [index, match] of first.matches.entries()) {
      const info: Record<string, unknown> | undefined = (
        await ok(server, "data_info", { ...scope, match_id: match.match_id })
      ).avg[0];
      expect(match.games).toBe(info?.games);
      CHECKED_STATS.forEach((stat, at) => {
        expect(answers[at]?.stat).toBe(stat);
        expect(answers[at]?.matches[index]?.value, `${match.match_id} ${stat}`).toBe(info?.[stat]);
      });
    }
  }

  it("answers a team's matches oldest first, each with its per-game averages and placement there", async () => {
    const answer = await ok(server, "form", { field: "team", team_id: TEAM, stat: "avg_placement" });
    const expected = oldestFirst(truth(teamRank(TEAM)));
    expect(answer.total_matches).toBe(expected.length);
    expect(summary(answer)).toEqual(expected);
    const events = new Map(readDemo().reference.events.map((event) => [event.id, event.name]));
    for (const match of answer.matches) {
      expect(match.event_name).toBe(events.get(match.event_id));
      expect(match.teamplayer_id).toBeNull();
    }
    await expectDataInfoValues({ field: "team", team_id: TEAM });
  });

  it("answers a team-player's matches with its team's placement in the games it played", async () => {
    const answer = await ok(server, "form", {
      field: "team_player",
      teamplayer_id: TEAM_PLAYER,
      stat: "avg_placement",
    });
    expect(summary(answer)).toEqual(oldestFirst(truth(teamPlayerRank(TEAM_PLAYER))));
    expect(answer.total_matches).toBe(answer.matches.length);
    expect(new Set(answer.matches.map((match) => match.teamplayer_id))).toEqual(new Set([TEAM_PLAYER]));
    await expectDataInfoValues({ field: "team_player", teamplayer_id: TEAM_PLAYER });
  });

  it("answers a player's matches under every team-player record, oldest first", async () => {
    const answer = await ok(server, "form", { field: "player", player_id: PLAYER });
    const records = readDemo().reference.team_players.filter((tp) => tp.player_id === PLAYER);
    expect(records.length).toBeGreaterThan(1);
    const byRecord = await Promise.all(
      records.map((tp) => ok(server, "form", { field: "team_player", teamplayer_id: tp.id })),
    );
    expect(answer.total_matches).toBe(byRecord.reduce((sum, record) => sum + record.total_matches, 0));
    expect(answer.matches).toEqual(oldestFirst(byRecord.flatMap((record) => record.matches)));
    expect(new Set(answer.matches.map((match) => match.teamplayer_id))).toEqual(
      new Set(records.map((tp) => tp.id)),
    );
  });

  it("averages clash-squad placements over games won (1) and lost (2)", async () => {
    const answer = await ok(server, "form", {
      field: "team",
      team_id: CS_TEAM,
      stat: "avg_placement",
      mode: "clash_squad",
    });
    const clash = answer.matches.filter((match) => match.event_id === CS_EVENT);
    expect(clash.length).toBeGreaterThan(0);
    for (const match of clash) {
      expect(match.mode).toBe(15);
      expect(match.value).toBeGreaterThanOrEqual(1);
      expect(match.value).toBeLessThanOrEqual(2);
    }
    expect(summary(answer)).toEqual(
      oldestFirst(truth(teamRank(CS_TEAM))).filter((match) => match.mode !== 1),
    );
  });

  it("follows battle royale unless clash squad is asked for: a team's two kinds of match never mix", async () => {
    const all = oldestFirst(truth(teamRank(CS_TEAM)));
    expect(new Set(all.map((match) => modeFamily(match.mode)))).toEqual(new Set(MODE_FAMILY_IDS));
    const asked = await ok(server, "form", { field: "team", team_id: CS_TEAM, stat: "avg_placement" });
    for (const mode of MODE_FAMILY_IDS) {
      const answer = await ok(server, "form", {
        field: "team",
        team_id: CS_TEAM,
        stat: "avg_placement",
        mode,
      });
      const expected = all.filter((match) => modeFamily(match.mode) === mode);
      expect(summary(answer), mode).toEqual(expected);
      expect(answer.total_matches).toBe(expected.length);
      if (mode === "battle_royale") expect(answer).toEqual(asked);
    }
  });

  it("keeps the most recent matches past the limit, and says how many there are in all", async () => {
    const all = await readForm(db.kysely, { kind: "team", teamId: TEAM }, "kills");
    const recent = await readForm(db.kysely, { kind: "team", teamId: TEAM }, "kills", "battle_royale", 10);
    expect(recent.total_matches).toBe(all.total_matches);
    expect(recent.matches).toEqual(all.matches.slice(-10));
  });

  it("answers no matches for a subject that has none, or an id that is not known", async () => {
    const none = { stat: "kills", total_matches: 0, matches: [] };
    for (const fields of [
      // A player and a team-player record of the demo that never played.
      { field: "player", player_id: 1_000_208 },
      { field: "team_player", teamplayer_id: "1000030_1" },
      { field: "team", team_id: 99_999_999 },
      { field: "player", player_id: 99_999_999 },
      { field: "team_player", teamplayer_id: "99999999_1" },
    ] as const) {
      expect(await ok(server, "form", fields), JSON.stringify(fields)).toEqual(none);
    }
  });

  it("answers no matches for the statistic asked for, as docs/api.md's example of it says", async () => {
    const doc = readFileSync(new URL("../../../../docs/api.md", import.meta.url), "utf8");
    const example = /no matches answers[^`]*`(\{[^`]*\})` when asked for `(\w+)`/.exec(
      doc.replace(/\s+/g, " "),
    );
    expect(example, "docs/api.md, Form: the answer for a subject with no matches").not.toBeNull();
    const [, answer = "", stat = ""] = example!;
    expect(stat).not.toBe("kills");
    const fields = { field: "team", team_id: 99_999_999, stat } as const;
    expect(await ok(server, "form", fields)).toEqual(JSON.parse(answer));
  });

  it("refuses a body without the id its field needs, or with a field it does not know", async () => {
    for (const fields of [
      { field: "team" },
      { field: "team", team_id: -1 },
      { field: "team", player_id: PLAYER },
      { field: "player" },
      { field: "team_player" },
      { field: "team_player", teamplayer_id: "1000001" },
      { field: "team_match", team_id: TEAM },
      // Not a statistic of the Data Info block that is a number.
      { field: "team", team_id: TEAM, stat: "w_l" },
      { field: "team", team_id: TEAM, stat: "games" },
    ]) {
      const answer = await server.client.call("form", fields);
      expect(answer, JSON.stringify(fields)).toMatchObject({ http: 400, code: "INVALID_BODY" });
    }
  });
});
