/**
 * Player rows (docs/spec.md section 3, "Player"): a key `<player_id>` answers the player (player_type 1, with every team-player
 * record of theirs); a key `<player_id>_<n>` answers that team-player record (player_type 2).
 */
import type { PlayerRow, TeamPlayerRef } from "@match-stats/contract";
import { type InferResult, type Kysely, sql } from "kysely";
import { chunks } from "../../db/chunks.ts";
import { paddedIds, runCompiled } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";
import { inOrderOf } from "./id-lists.ts";
import { groupJoined, type Joined } from "./joined-rows.ts";
import { REF_COLUMNS, refOfRow, sortRefs } from "./team-player-refs.ts";

export const isTeamPlayerId = (key: string): boolean => key.includes("_");

/** A player's rows: the player, with one of their records a row, or nulls when they have none. */
const playersWithRecords = (db: Kysely<Database>, ids: readonly number[]) =>
  db
    .selectFrom("players as p")
    .leftJoin("team_players as tp", "tp.player_id", "p.id")
    .leftJoin("teams as t", "t.id", "tp.team_id")
    .select([sql.lit(1).as("player_type"), "p.id as player_key", ...REF_COLUMNS])
    .where("p.id", "in", ids);

/** Team-player records asked for by id, in the columns of `playersWithRecords`. */
const records = (db: Kysely<Database>, ids: readonly string[]) =>
  db
    .selectFrom("team_players as tp")
    .innerJoin("players as p", "p.id", "tp.player_id")
    .innerJoin("teams as t", "t.id", "tp.team_id")
    .select([sql.lit(2).as("player_type"), "p.id as player_key", ...REF_COLUMNS])
    .where("tp.id", "in", ids);

type ReadRow = InferResult<ReturnType<typeof playersWithRecords>>[number];

/**
 * The rows of some keys, players and records alike, in one statement (one round trip on PostgreSQL),
 * compiled once per length of each id list.
 */
function readRows(db: Kysely<Database>, keys: readonly string[]): Promise<ReadRow[]> {
  const players = paddedIds(keys.filter((key) => !isTeamPlayerId(key)).map(Number));
  const recordIds = paddedIds(keys.filter(isTeamPlayerId), players.ids.length);
  const build = () => {
    if (recordIds.ids.length === 0) return playersWithRecords(db, players.slots);
    if (players.ids.length === 0) return records(db, recordIds.slots);
    return playersWithRecords(db, players.slots).unionAll(records(db, recordIds.slots));
  };
  return runCompiled(db, `player rows ${players.shape} ${recordIds.shape}`, build, [
    ...players.ids,
    ...recordIds.ids,
  ]);
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
  const players = new Map<number, Joined<ReadRow, TeamPlayerRef>>();
  const answered: PlayerRow[] = [];
  for (const part of chunks([...new Set(keys)])) {
    const rows = await readRows(db, part);
    for (const ref of rows.filter((row) => row.player_type === 2).map(refOfRow)) {
      if (ref) answered.push(teamPlayerRow(ref));
    }
    groupJoined(
      rows.filter((row) => row.player_type === 1),
      (row) => row.player_key,
      refOfRow,
      players,
    );
  }
  for (const { row, items } of players.values()) {
    const own = sortRefs(items);
    answered.push({
      id: String(row.player_key),
      name: row.player_name,
      player_type: 1,
      player_id: row.player_key,
      player_name: row.player_name,
      team_id: null,
      team_name: null,
      uid: [...new Set(own.flatMap((ref) => ref.uid))],
      team_player_list: own,
    });
  }
  return inOrderOf(keys, answered, (row) => row.id);
}
