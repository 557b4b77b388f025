/** Team rows (docs/spec.md section 3, "Team") with their roster, in the order of the ids asked for. */
import type { TeamPlayerRef, TeamRow } from "@match-stats/contract";
import type { Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import { inOrderOf } from "./id-lists.ts";
import { teamPlayerRefs } from "./team-player-refs.ts";

/**
 * One entry per uid of the roster. A team-player without a uid still gets one entry, with uid "" (shown
 * `-`), so every roster member appears in the list.
 */
const uidList = (roster: readonly TeamPlayerRef[]): TeamRow["player_list"] =>
  roster.flatMap((ref) =>
    ref.uid.length === 0 ? [{ uid: "", name: ref.name }] : ref.uid.map((uid) => ({ uid, name: ref.name })),
  );

/** The roster is every team-player record of the team; teammate_num counts them. */
export async function teamRows(db: Kysely<Database>, ids: readonly number[]): Promise<TeamRow[]> {
  const rows: TeamRow[] = [];
  for (const part of chunks([...new Set(ids)])) {
    const [teams, refs] = await Promise.all([
      db
        .selectFrom("teams")
        .select(["id", "name", "region", "created_at", "logo"])
        .where("id", "in", part)
        .execute(),
      teamPlayerRefs(db, { column: "team_id", ids: part }),
    ]);
    for (const team of teams) {
      const roster = refs.filter((ref) => ref.team_id === team.id);
      rows.push({
        ...team,
        teammate_num: roster.length,
        team_player_list: roster,
        player_list: uidList(roster),
      });
    }
  }
  return inOrderOf(ids, rows, (row) => row.id);
}
