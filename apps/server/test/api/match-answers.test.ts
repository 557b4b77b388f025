/**
 * A single match's match_data is the answer ingest kept (read-models/match-answers/match-answers.ts), and that answer is byte for
 * byte the one the call builds from the match's tables, for every match and game of the demo data.
 */
import { success } from "@match-stats/contract";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ReadyAnswer } from "../../src/answers/ready-answer.ts";
import { matchData } from "../../src/api/handlers/match_data.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { readMatchAnswer } from "../../src/read-models/match-answers/match-answers.ts";
import { buildMatchData } from "../../src/read-models/match-answers/match-data.ts";
import { ALL_GAMES } from "../../src/read-models/match-tables/match-tables-ready.ts";
import { ENGINES } from "../support/databases.ts";

describe.each(ENGINES)("match answers on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it("are kept for every match and game, each equal to the answer built on request", async () => {
    const games = await db.kysely.selectFrom("games").select(["id", "match_id"]).orderBy("id").execute();
    const matches = [...new Set(games.map((game) => game.match_id))];
    const shown = [
      ...matches.map((match) => ({ match, game: ALL_GAMES })),
      ...games.map((game) => ({ match: game.match_id, game: game.id })),
    ];
    expect(shown.length).toBeGreaterThan(500);
    for (const { match, game } of shown) {
      const kept = await readMatchAnswer(db.kysely, match, game);
      const built = await buildMatchData(db.kysely, { match_ids: [match], single_match_id: game });
      expect(kept?.body().toString(), `match ${match}, game ${game}`).toBe(JSON.stringify(success(built)));
    }
  });

  it("answers one match with the kept answer, and builds several matches, a game of another match or none", async () => {
    const context = { db: db.kysely, engine, analytics: undefined as never };
    const ask = (match_ids: number[], single_match_id = ALL_GAMES) =>
      matchData({ match_ids, single_match_id, timestamp: 0, signature: "" }, context);
    expect(await ask([10_000_001])).toBeInstanceOf(ReadyAnswer);
    expect(await ask([10_000_001, 10_000_002])).not.toBeInstanceOf(ReadyAnswer);
    expect(await ask([99_999_999])).toMatchObject({ match_info: [] });
    // A game of another match: refused as before, not answered from another match's answers.
    const [other] = await db.kysely
      .selectFrom("games")
      .select("id")
      .where("match_id", "=", 10_000_002)
      .execute();
    await expect(ask([10_000_001], other!.id)).rejects.toMatchObject({ errorName: "INVALID_BODY" });
  });
});
