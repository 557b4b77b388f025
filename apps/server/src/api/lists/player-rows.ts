/**
 * Player rows (docs/spec.md section 3, "Player"): a key `<player_id>` answers the player (player_type 1, with every team-player
 * record of theirs); a key `<player_id>_<n>` answers that team-player record (player_type 2).
 */
import type { PlayerRow, TeamPlayerRef } from "@match-stats/contract";
import { type InferResult, type Kysely, sql } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import { inOrderOf } from "./id-lists.ts";
import { refOf, sortRefs } from "./team-player-refs.ts";

export const isTeamPlayerId = (key: string): boolean => key.includes("_");

/** A player's row read: the player, and one of their records or nulls when they have none. */
const playersWithRecords = (db: Kysely<Database>, ids: readonly number[]) =>
  db
    .selectFrom("players as p")
    .leftJoin("team_players as tp", "tp.player_id", "p.id")
    .leftJoin("teams as t", "t.id", "tp.team_id")
    .select([
      sql.lit(1).as("player_type"),
      "p.id as player_id",
      "p.name as player_name",
      "tp.id",
      "tp.name",
      "tp.uids",
      "tp.team_id",
      "t.name as team_name",
      "t.logo",
    ])
    .where("p.id", "in", ids);

/** A team-player record's row read, in the columns of `playersWithRecords`. */
const records = (db: Kysely<Database>, ids: readonly string[]) =>
  db
    .selectFrom("team_players as tp")
    .innerJoin("players as p", "p.id", "tp.player_id")
    .innerJoin("teams as t", "t.id", "tp.team_id")
    .select([
      sql.lit(2).as("player_type"),
      "p.id as player_id",
      "p.name as player_name",
      "tp.id",
      "tp.name",
      "tp.uids",
      "tp.team_id",
      "t.name as team_name",
      "t.logo",
    ])
    .where("tp.id", "in", ids);

type ReadRow = InferResult<ReturnType<typeof playersWithRecords>>[number];

/** The rows of some keys, players and records alike, in one statement (one round trip on PostgreSQL). */
function readRows(db: Kysely<Database>, keys: readonly string[]): Promise<ReadRow[]> {
  const recordIds = keys.filter(isTeamPlayerId);
  const playerIds = keys.filter((key) => !isTeamPlayerId(key)).map(Number);
  if (recordIds.length === 0) return playersWithRecords(db, playerIds).execute();
  if (playerIds.length === 0) return records(db, recordIds).execute();
  return playersWithRecords(db, playerIds).unionAll(records(db, recordIds)).execute();
}

/** The reference a row holds, or undefined for a player without records. */
function refOfRow(row: ReadRow): TeamPlayerRef | undefined {
  const { id, name, uids, player_id, player_name, team_id, team_name, logo } = row;
  if (id === null || name === null || uids === null || team_id === null || team_name === null)
    return undefined;
  return refOf({ id, name, uids, player_id, player_name, team_id, team_name, logo });
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

/**
 * In the order of `keys`; a key that names nothing is left out. A player spans teams, so team_id and
 * team_name are null; uid gathers the uids of all their records, team_player_list the records themselves.
 * Players (a row per record of theirs) and records are read in one statement.
 */
export async function playerRows(db: Kysely<Database>, keys: readonly string[]): Promise<PlayerRow[]> {
  const players = new Map<number, { name: string; own: TeamPlayerRef[] }>();
  const answered: PlayerRow[] = [];
  for (const part of chunks([...new Set(keys)])) {
    for (const row of await readRows(db, part)) {
      const ref = refOfRow(row);
      if (row.player_type === 2) {
        if (ref) answered.push(teamPlayerRow(ref));
        continue;
      }
      const entry = players.get(row.player_id) ?? { name: row.player_name, own: [] };
      players.set(row.player_id, entry);
      if (ref) entry.own.push(ref);
    }
  }
  for (const [id, { name, own }] of players) {
    const sorted = sortRefs(own);
    answered.push({
      id: String(id),
      name,
      player_type: 1,
      player_id: id,
      player_name: name,
      team_id: null,
      team_name: null,
      uid: [...new Set(sorted.flatMap((ref) => ref.uid))],
      team_player_list: sorted,
    });
  }
  return inOrderOf(keys, answered, (row) => row.id);
}
