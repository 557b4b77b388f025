/** match_info: games by id, as the demo files hold them. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";
import { readDemo } from "./demo-truth.ts";
import { ok } from "./lists-truth.ts";

describe.each(ENGINES)("match_info on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => server.close());

  it("answers the games found, in the order asked, leaving out unknown ids", async () => {
    const { games } = readDemo();
    const battleRoyale = games.find((g) => g.game.mode === 1 && g.match.games.length > 1)!;
    const clashSquad = games.find((g) => g.game.mode === 15)!;
    const asked = [clashSquad.id, 99_999, battleRoyale.id, clashSquad.id];
    const answer = await ok(server, "match_info", { single_match_id_list: asked });
    expect(answer.match_stats.map((row) => row.single_match_id)).toEqual([clashSquad.id, battleRoyale.id]);
    for (const [row, demo] of [
      [answer.match_stats[0]!, clashSquad],
      [answer.match_stats[1]!, battleRoyale],
    ] as const) {
      const { reference } = readDemo();
      expect(row).toEqual({
        single_match_id: demo.id,
        match_id: demo.match.id,
        match_name: demo.match.name,
        season_id: reference.events.find((e) => e.id === demo.eventId)?.season_id,
        event_id: demo.eventId,
        seq: demo.match.games.findIndex((g) => g.id === demo.id) + 1,
        mode: demo.game.mode,
        form: demo.game.form,
        map: demo.game.map,
        start_time: demo.game.start_time,
        end_time: demo.game.end_time,
        number_of_team: demo.game.teams.length,
        number_of_player: demo.game.players.length,
      });
    }
  });

  it("answers an empty list when no id is a game", async () => {
    expect(await ok(server, "match_info", { single_match_id_list: [10_000_001] })).toEqual({
      match_stats: [],
    });
  });
});
