/** The games (single matches) of some matches, each match's in play order (seq), read by the games_match index. */
import type { Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";

export async function gamesOfMatches(
  db: Kysely<Database>,
  matchIds: readonly number[],
): Promise<Map<number, number[]>> {
  const games = new Map<number, number[]>(matchIds.map((id) => [id, []]));
  for (const part of chunks([...new Set(matchIds)])) {
    const rows = await db
      .selectFrom("games")
      .select(["id", "match_id"])
      .where("match_id", "in", part)
      .orderBy("match_id")
      .orderBy("seq")
      .execute();
    for (const row of rows) games.get(row.match_id)?.push(row.id);
  }
  return games;
}
