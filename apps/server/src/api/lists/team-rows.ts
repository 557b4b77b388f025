/** Team rows (docs/spec.md section 3, "Team") with their roster, in the order of the ids asked for. */
import type { TeamPlayerRef, TeamRow } from "@match-stats/contract";
import type { Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import { inOrderOf } from "./id-lists.ts";
import { refOf, sortRefs } from "./team-player-refs.ts";

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
  const teams = new Map<
    number,
    { team: Omit<TeamRow, "teammate_num" | "team_player_list" | "player_list">; roster: TeamPlayerRef[] }
  >();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db
      .selectFrom("teams as t")
      .leftJoin("team_players as tp", "tp.team_id", "t.id")
      .leftJoin("players as p", "p.id", "tp.player_id")
      .select([
        "t.id as team_id",
        "t.name as team_name",
        "t.region",
        "t.created_at",
        "t.logo",
        "tp.id",
        "tp.name",
        "tp.uids",
        "tp.player_id",
        "p.name as player_name",
      ])
      .where("t.id", "in", part)
      .execute();
    for (const row of rows) {
      const { team_id: id, team_name: name, region, created_at, logo, uids, player_id, player_name } = row;
      const entry = teams.get(id) ?? { team: { id, name, region, created_at, logo }, roster: [] };
      teams.set(id, entry);
      // A team without records has one row of nulls; a record whose player is missing is no reference either
      // (ingest checks every record's player).
      if (row.id === null || row.name === null || uids === null || player_id === null || player_name === null)
        continue;
      const ref = {
        id: row.id,
        name: row.name,
        uids,
        player_id,
        player_name,
        team_id: id,
        team_name: name,
        logo,
      };
      entry.roster.push(refOf(ref));
    }
  }
  const rows = [...teams.values()].map(({ team, roster }) => {
    const sorted = sortRefs(roster);
    return { ...team, teammate_num: sorted.length, team_player_list: sorted, player_list: uidList(sorted) };
  });
  return inOrderOf(ids, rows, (row) => row.id);
}
