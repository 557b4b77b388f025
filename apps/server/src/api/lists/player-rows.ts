/**
 * Player rows (docs/spec.md section 3, "Player"): a key `<player_id>` answers the player (player_type 1, with every team-player
 * record of theirs); a key `<player_id>_<n>` answers that team-player record (player_type 2).
 */
import type { PlayerRow, TeamPlayerRef } from "@match-stats/contract";
import type { Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import { inOrderOf } from "./id-lists.ts";
import { teamPlayerRefs } from "./team-player-refs.ts";

export const isTeamPlayerId = (key: string): boolean => key.includes("_");

/** A player spans teams, so team_id and team_name are null; uid gathers the uids of all their records. */
async function mainPlayerRows(db: Kysely<Database>, ids: readonly number[]): Promise<PlayerRow[]> {
  const rows: PlayerRow[] = [];
  for (const part of chunks(ids)) {
    const [players, refs] = await Promise.all([
      db.selectFrom("players").select(["id", "name"]).where("id", "in", part).execute(),
      teamPlayerRefs(db, { column: "player_id", ids: part }),
    ]);
    for (const player of players) {
      const own = refs.filter((ref) => ref.player_id === player.id);
      rows.push({
        id: String(player.id),
        name: player.name,
        player_type: 1,
        player_id: player.id,
        player_name: player.name,
        team_id: null,
        team_name: null,
        uid: [...new Set(own.flatMap((ref) => ref.uid))],
        team_player_list: own,
      });
    }
  }
  return rows;
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
