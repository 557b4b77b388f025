/** Team rows (docs/spec.md section 3, "Team") with their roster, in the order of the ids asked for. */
import type { TeamPlayerRef, TeamRow } from "@match-stats/contract";
import type { InferResult, Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import { paddedIds, runCompiled } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";
import { inOrderOf } from "./id-lists.ts";
import { groupJoined, type Joined } from "./joined-rows.ts";
import { REF_COLUMNS, refOfRow, sortRefs } from "./team-player-refs.ts";

/**
 * One entry per uid of the roster. A team-player without a uid still gets one entry, with uid "" (shown
 * `-`), so every roster member appears in the list.
 */
const uidList = (roster: readonly TeamPlayerRef[]): TeamRow["player_list"] =>
  roster.flatMap((ref) =>
    ref.uid.length === 0 ? [{ uid: "", name: ref.name }] : ref.uid.map((uid) => ({ uid, name: ref.name })),
  );

/**
 * The roster is every team-player record of the team; teammate_num counts them. The teams and their records
 * are read in one statement, a row per record (one round trip fewer on PostgreSQL than reading them apart).
 */
export async function teamRows(db: Kysely<Database>, ids: readonly number[]): Promise<TeamRow[]> {
  const query = (part: readonly number[]) =>
    db
      .selectFrom("teams as t")
      .leftJoin("team_players as tp", "tp.team_id", "t.id")
      .leftJoin("players as p", "p.id", "tp.player_id")
      .select([...REF_COLUMNS, "t.id as team_key", "t.region", "t.created_at"])
      .where("t.id", "in", part);
  const teams = new Map<number, Joined<InferResult<ReturnType<typeof query>>[number], TeamPlayerRef>>();
  for (const part of chunks([...new Set(ids)])) {
    const list = paddedIds(part);
    const rows = await runCompiled(db, `team rows ${list.shape}`, () => query(list.slots), list.ids);
    groupJoined(rows, (row) => row.team_key, refOfRow, teams);
  }
  const rows = [...teams.values()].map(({ row, items }) => {
    const roster = sortRefs(items);
    return {
      id: row.team_key,
      name: row.team_name,
      region: row.region,
      created_at: row.created_at,
      logo: row.logo,
      teammate_num: roster.length,
      team_player_list: roster,
      player_list: uidList(roster),
    };
  });
  return inOrderOf(ids, rows, (row) => row.id);
}
