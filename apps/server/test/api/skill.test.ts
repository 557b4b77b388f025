/** skill against an independent computation from the demo ingest files. */
import { type CallResponse, ENDPOINTS } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { demoMatch, playerResults, readDemo } from "./demo-truth.ts";

type Answer = CallResponse<"skill">;

const BR_MATCH = 10_000_001;
const CS_MATCH = 10_000_043;
const LISTS = {
  active: "active_skills",
  passive: "passive_skills",
  pet: "pet_skills",
  loadout: "loadout_skills",
} as const;

describe.each(ENGINES)("skill on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  const skill = async (fields: Record<string, unknown>) => {
    const answer = await server.client.call<Answer>("skill", fields);
    expect(answer).toMatchObject({ http: 200, status: "success" });
    return answer.data;
  };

  it("lists a match's skills by kind, most picked first, with pick rate and uses", async () => {
    const players = playerResults(demoMatch(BR_MATCH).games);
    const kinds = new Map(readDemo().reference.skills.map((s) => [s.id, s.kind]));
    const truth = new Map<number, { pick_times: number; use_times: number }>();
    for (const player of players) {
      for (const s of player.skills) {
        const so = truth.get(s.skill_id) ?? { pick_times: 0, use_times: 0 };
        truth.set(s.skill_id, { pick_times: so.pick_times + 1, use_times: so.use_times + s.use_times });
      }
    }
    const data = await skill({ match_ids: [BR_MATCH], single_match_id: [] });
    ENDPOINTS.skill.response.parse(data);
    expect(data.mode).toBe(1);
    for (const [kind, list] of Object.entries(LISTS)) {
      const rows = data[list];
      expect(rows.map((r) => r.skill_id).sort()).toEqual(
        [...truth.keys()].filter((id) => kinds.get(id) === kind).sort(),
      );
      expect(rows.every((r) => r.kind === kind)).toBe(true);
      for (const [i, row] of rows.entries()) {
        const want = truth.get(row.skill_id)!;
        expect(row).toMatchObject({ pick_times: want.pick_times, use_times: want.use_times });
        expect(row.pick_rate).toBeCloseTo(want.pick_times / players.length, 10);
        expect(row.avg).toBeCloseTo(want.use_times / want.pick_times, 10);
        if (i > 0) expect(rows[i - 1]!.pick_times).toBeGreaterThanOrEqual(want.pick_times);
      }
    }
  });

  it("answers the mode of the first match, and only one team-player's picks when asked", async () => {
    const game = demoMatch(CS_MATCH).games[0]!;
    const player = game.players[0]!;
    const data = await skill({
      match_ids: [CS_MATCH, BR_MATCH],
      single_match_id: [game.id],
      teamplayer_id: player.teamplayer_id,
    });
    expect(data.mode).toBe(15);
    const picked = Object.values(LISTS).flatMap((list) => data[list]);
    expect(picked.map((r) => [r.skill_id, r.use_times, r.pick_rate]).sort()).toEqual(
      player.skills.map((s) => [s.skill_id, s.use_times, 1]).sort(),
    );
  });

  it("names a skill's values as data_info does: a team-player's match skills are its data_info rows but the sample", async () => {
    const player = demoMatch(BR_MATCH).games[0]!.players[0]!;
    const data = await skill({
      match_ids: [BR_MATCH],
      single_match_id: [],
      teamplayer_id: player.teamplayer_id,
    });
    const info = await server.client.call<CallResponse<"data_info">>("data_info", {
      field: "player_match",
      teamplayer_id: player.teamplayer_id,
      match_id: BR_MATCH,
    });
    const lists = [
      ["active_skills", "active_skill"],
      ["passive_skills", "passive_skill"],
      ["pet_skills", "pet_skill"],
      ["loadout_skills", "loadout_skill"],
    ] as const;
    for (const [call, block] of lists) {
      expect(data[call].length).toBeGreaterThan(0);
      expect(data[call], call).toEqual(info.data[block].map(({ total: _sample, ...row }) => row));
    }
  });

  it("answers empty lists for unknown matches", async () => {
    expect(await skill({ match_ids: [99_999_999], single_match_id: [] })).toEqual({
      active_skills: [],
      passive_skills: [],
      pet_skills: [],
      loadout_skills: [],
      mode: -1,
    });
  });
});
