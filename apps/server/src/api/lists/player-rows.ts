/**
 * Player rows (docs/spec.md section 3, "Player"): a key `<player_id>` answers the player (player_type 1, with every team-player
 * record of theirs); a key `<player_id>_<n>` answers that team-player record (player_type 2).
 */
import type { PlayerRow, TeamPlayerRef } from "@match-stats/contract";
import type { Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import { inOrderOf } from "./id-lists.ts";
import { refOf, sortRefs, teamPlayerRefs } from "./team-player-refs.ts";

export const isTeamPlayerId = (key: string): boolean => key.includes("_");

/**
 * A player spans teams, so team_id and team_name are null; uid gathers the uids of all their records. The
 * players and their records are read in one statement, a row per record (one round trip fewer on PostgreSQL
 * than reading them apart).
 */
async function mainPlayerRows(db: Kysely<Database>, ids: readonly number[]): Promise<PlayerRow[]> {
  const players = new Map<number, { name: string; own: TeamPlayerRef[] }>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db
      .selectFrom("players as p")
      .leftJoin("team_players as tp", "tp.player_id", "p.id")
      .leftJoin("teams as t", "t.id", "tp.team_id")
      .select([
        "p.id as player_id",
        "p.name as player_name",
        "tp.id",
        "tp.name",
        "tp.uids",
        "tp.team_id",
        "t.name as team_name",
        "t.logo",
      ])
      .where("p.id", "in", part)
      .execute();
    for (const row of rows) {
      const { player_id, player_name, uids, team_id, team_name, logo } = row;
      const entry = players.get(player_id) ?? { name: player_name, own: [] };
      players.set(player_id, entry);
      // A player without records has one row of nulls; a record whose team is missing is no reference either
      // (ingest checks every record's team).
      if (row.id === null || row.name === null || uids === null || team_id === null || team_name === null)
        continue;
      const ref = { id: row.id, name: row.name, uids, player_id, player_name, team_id, team_name, logo };
      entry.own.push(refOf(ref));
    }
  }
  return [...players].map(([id, { name, own }]) => {
    const sorted = sortRefs(own);
    return {
      id: String(id),
      name,
      player_type: 1,
      player_id: id,
      player_name: name,
      team_id: null,
      team_name: null,
      uid: [...new Set(sorted.flatMap((ref) => ref.uid))],
      team_player_list: sorted,
    };
  });
}

const teamPlayerRow = (ref: TeamPlayerRef): PlayerRow => ({
  id: ref.id,
  name: ref.name,
  player_type: 2,
  player_id: ref.player_id,
  player_name: ref.player_name,
  team_id: ref.team_id,
  team_name: ref.team_name,
  uid: ref.uid,
  team_player_list: [],
});

/** In the order of `keys`; a key that names nothing is left out. */
export async function playerRows(db: Kysely<Database>, keys: readonly string[]): Promise<PlayerRow[]> {
  const teamPlayerIds = keys.filter(isTeamPlayerId);
  const playerIds = keys.filter((key) => !isTeamPlayerId(key)).map(Number);
  const [players, refs] = await Promise.all([
    mainPlayerRows(db, playerIds),
    teamPlayerRefs(db, { column: "id", ids: teamPlayerIds }),
  ]);
  return inOrderOf(keys, [...players, ...refs.map(teamPlayerRow)], (row) => row.id);
}
