/**
 * Team-player references (docs/spec.md section 3, "TeamPlayer"): a player's record in one team, with the player's and the
 * team's names and the team's logo. Team rows, player rows, info_list and teammate_list are built on them.
 */
import type { TeamPlayerRef } from "@match-stats/contract";
import { type Kysely, sql } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";

/** The uids column holds a JSON list, checked at ingest. */
export const parseUids = (json: string): string[] => JSON.parse(json) as string[];

const recordNumber = (id: string): number => Number(id.slice(id.indexOf("_") + 1));

/** Team-player ids `<player_id>_<n>` newest first: by player id, then by n as a number (`_10` after `_9`). */
export const byTeamPlayerIdDesc = (a: string, b: string): number =>
  Number.parseInt(b, 10) - Number.parseInt(a, 10) || recordNumber(b) - recordNumber(a);

/** A reference's columns, read from team_players `tp` joined with players `p` and teams `t`. */
export const REF_COLUMNS = [
  "tp.id",
  "tp.name",
  "tp.uids",
  "tp.player_id",
  "p.name as player_name",
  "tp.team_id",
  "t.name as team_name",
  "t.logo",
] as const;

/** A reference's columns as read (its uids the stored JSON list). */
interface RefColumns {
  readonly id: string;
  readonly name: string;
  readonly uids: string;
  readonly player_id: number;
  readonly player_name: string;
  readonly team_id: number;
  readonly team_name: string;
  readonly logo: string | null;
}

const refOf = ({ uids, ...row }: RefColumns): TeamPlayerRef => ({ ...row, uid: parseUids(uids) });

/**
 * The reference a row read with REF_COLUMNS through outer joins holds; undefined where the row has no record
 * (a team or player without any), or a record without its player or team (ingest checks every record's).
 */
export function refOfRow(
  row: { readonly [K in keyof RefColumns]: RefColumns[K] | null },
): TeamPlayerRef | undefined {
  const { id, name, uids, player_id, player_name, team_id, team_name, logo } = row;
  if (
    id === null ||
    name === null ||
    uids === null ||
    player_id === null ||
    player_name === null ||
    team_id === null ||
    team_name === null
  )
    return undefined;
  return refOf({ id, name, uids, player_id, player_name, team_id, team_name, logo });
}

/** References newest first (`byTeamPlayerIdDesc`). */
export const sortRefs = (refs: TeamPlayerRef[]): TeamPlayerRef[] =>
  refs.sort((a, b) => byTeamPlayerIdDesc(a.id, b.id));

export type TeamPlayersBy =
  | { readonly column: "team_id" | "player_id"; readonly ids: readonly number[] }
  | { readonly column: "id"; readonly ids: readonly string[] };

/** The records of some teams, some players, or by their own ids (all indexed), sorted by id descending. */
export async function teamPlayerRefs(db: Kysely<Database>, by: TeamPlayersBy): Promise<TeamPlayerRef[]> {
  const refs: TeamPlayerRef[] = [];
  for (const part of chunks([...new Set<number | string>(by.ids)])) {
    const rows = await db
      .selectFrom("team_players as tp")
      .innerJoin("players as p", "p.id", "tp.player_id")
      .innerJoin("teams as t", "t.id", "tp.team_id")
      .select(REF_COLUMNS)
      .where(sql.ref(`tp.${by.column}`), "in", part)
      .execute();
    for (const row of rows) refs.push(refOf(row));
  }
  return sortRefs(refs);
}
