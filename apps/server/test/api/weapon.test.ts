/** weapon against an independent computation from the demo ingest files. */
import { type CallResponse, ENDPOINTS } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlayerResult } from "../../src/ingest/format.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { demoMatch, playerResults, sum } from "./demo-truth.ts";

type Answer = CallResponse<"weapon">;

const BR_MATCH = 10_000_001;
/** A clash-squad team: it never played the battle-royale match. */
const CS_TEAM = 100_034;

/** Per weapon: player-games it was used in, kills and damage, from some player results. */
function weaponTruth(players: readonly PlayerResult[]) {
  const weapons = new Map<number, { pick_times: number; kills: number; damage: number }>();
  for (const player of players) {
    for (const w of player.weapons) {
      const so = weapons.get(w.weapon_id) ?? { pick_times: 0, kills: 0, damage: 0 };
      weapons.set(w.weapon_id, {
        pick_times: so.pick_times + 1,
        kills: so.kills + w.kills,
        damage: so.damage + w.damage,
      });
    }
  }
  return weapons;
}

describe.each(ENGINES)("weapon on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  const weapon = (fields: Record<string, unknown>) => server.client.call<Answer>("weapon", fields);

  it("answers a match's weapon totals and per-game averages with kill and pick rates", async () => {
    const match = demoMatch(BR_MATCH);
    const players = playerResults(match.games);
    const truth = weaponTruth(players);
    const kills = sum(players.map((p) => p.kills));
    const answer = await weapon({ match_ids: [BR_MATCH], single_match_id: [] });
    expect(answer).toMatchObject({ http: 200, status: "success" });
    ENDPOINTS.weapon.response.parse(answer.data);
    const { total, average } = answer.data.weapon_stats;

    expect(total.map((w) => w.weapon_id).sort()).toEqual([...truth.keys()].sort());
    expect(total.map((w) => w.kills)).toEqual([...total.map((w) => w.kills)].sort((a, b) => b! - a!));
    for (const row of total) {
      const want = truth.get(row.weapon_id)!;
      expect(row).toMatchObject({ pick_times: want.pick_times, kills: want.kills, damage: want.damage });
      expect(row.name).not.toBe("");
      expect(row.kill_rate).toBeCloseTo(want.kills / kills, 10);
      expect(row.pick_rate).toBeCloseTo(want.pick_times / players.length, 10);
    }
    expect(average.map((w) => w.weapon_id)).toEqual(total.map((w) => w.weapon_id));
    for (const row of average) {
      const want = truth.get(row.weapon_id)!;
      expect(row.kills).toBeCloseTo(want.kills / match.games.length, 10);
      expect(row.pick_times).toBe(want.pick_times);
    }
  });

  it("narrows to one team-player in one game, averaging over the games they played", async () => {
    const match = demoMatch(BR_MATCH);
    const game = match.games[0]!;
    const player = game.players[0]!;
    const answer = await weapon({
      match_ids: [BR_MATCH],
      single_match_id: [game.id],
      teamplayer_id: player.teamplayer_id,
    });
    const { total, average } = answer.data.weapon_stats;
    expect(total.map((w) => [w.weapon_id, w.kills, w.pick_times]).sort()).toEqual(
      player.weapons.map((w) => [w.weapon_id, w.kills, 1]).sort(),
    );
    expect(average.map((w) => w.kills)).toEqual(total.map((w) => w.kills));
  });

  it("answers code `no data` when the selection has no weapon rows", async () => {
    const answer = await weapon({ match_ids: [BR_MATCH], single_match_id: [], team_id: CS_TEAM });
    expect(answer).toMatchObject({ http: 200, status: "error", code: "no data", data: {} });
  });
});
