/**
 * The tallies of every two teams that shared a game, per match (packages/stats `matchTallies`), for the
 * head_to_head call: rebuilt whole for each match a run wrote, from its team results, read through
 * team_results_match.
 */
import { matchTallies } from "@match-stats/stats";
import type { Kysely } from "kysely";
import { chunks, rowsPerInsert } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";

/** Matches whose team rows are held in memory at once. */
const MATCHES_PER_BATCH = 500;

/** Replaces the tallies of these matches with tallies from their games as they are now. */
export async function writeTeamMeetings(db: Kysely<Database>, matchIds: readonly number[]): Promise<void> {
  for (const part of chunks(matchIds, MATCHES_PER_BATCH)) {
    await db.deleteFrom("team_meetings").where("match_id", "in", part).execute();
    const rows = await db
      .selectFrom("team_results")
      .select(["single_match_id", "match_id", "team_id", "rank", "total_score", "booyah"])
      .where("match_id", "in", part)
      .execute();
    for (const batch of chunks(matchTallies(rows), rowsPerInsert(10))) {
      await db.insertInto("team_meetings").values(batch).execute();
    }
  }
}

/** Every match's: for a database that already holds matches when the table is created. */
export async function writeAllTeamMeetings(db: Kysely<Database>): Promise<void> {
  const matches = await db.selectFrom("matches").select("id").execute();
  await writeTeamMeetings(
    db,
    matches.map((match) => match.id),
  );
}
