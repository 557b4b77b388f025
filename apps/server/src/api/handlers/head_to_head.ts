/**
 * head_to_head: two teams' common matches. Each team's matches are its team_match roll-up rows, the two
 * teams' intersected in one statement through the primary key; the games of the common matches are the two
 * teams' fact rows there (read by the match index); the rule that counts them is packages/stats
 * `meetings`. Totals combine the two teams' roll-up rows of those matches.
 */
import type { CallResponse, HeadToHeadMatch } from "@match-stats/contract";
import { meetings, PLAYER_COUNTER_KEYS, type SideGame, TEAM_COUNTER_KEYS } from "@match-stats/stats";
import type { Kysely, Selectable } from "kysely";
import { chunks } from "../../db/chunks.ts";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database, RollupsTable } from "../../db/schema.ts";
import type { JsonHandler } from "../handler.ts";
import { combineGames } from "../stats/combine.ts";
import { byId } from "../stats/names.ts";
import { averagedStatBlock, statBlock } from "../stats/stat-block.ts";

const COUNTER_KEYS = [...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS] as const;

/** The matches both teams (slots 0 and 1) played. */
export const commonQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("rollups as a")
    .innerJoin("rollups as b", (join) =>
      join
        .on("b.scope", "=", "team_match")
        .on("b.subject", "=", slot<string>(1))
        .onRef("b.context_id", "=", "a.context_id"),
    )
    .select("a.context_id")
    .where("a.scope", "=", "team_match")
    .where("a.subject", "=", slot<string>(0));

export const headToHead: JsonHandler<"head_to_head"> = async (request, { db }) => {
  const ids = [request.team_a, request.team_b] as const;
  const subjects = ids.map((id) => String(id));
  // The common matches first (each of team a's team_match rows with team b's of the same match, by primary
  // key), then the counters of those matches alone. A team against itself never met: it is not its own
  // opponent.
  const common =
    ids[0] === ids[1]
      ? []
      : (await runCompiled(db, "head_to_head common", () => commonQuery(db), subjects)).map(
          (row) => row.context_id,
        );

  const games: (SideGame & { team_id: number })[] = [];
  const matchRows: {
    id: number;
    name: string;
    event_id: number;
    season_id: number;
    mode: number;
    start_time: number;
  }[] = [];
  const rollups: Selectable<RollupsTable>[] = [];
  for (const part of chunks(common)) {
    rollups.push(
      ...(await db
        .selectFrom("rollups")
        .selectAll()
        .where("scope", "=", "team_match")
        .where("subject", "in", subjects)
        .where("context_id", "in", part)
        .execute()),
    );
    games.push(
      ...(await db
        .selectFrom("team_results")
        .select(["single_match_id", "match_id", "mode", "team_id", "rank", "total_score", "booyah"])
        .where("match_id", "in", part)
        .where("team_id", "in", ids)
        .execute()),
    );
    matchRows.push(
      ...(await db
        .selectFrom("matches")
        .select(["id", "name", "event_id", "season_id", "mode", "start_time"])
        .where("id", "in", part)
        .execute()),
    );
  }
  matchRows.sort((x, y) => y.start_time - x.start_time || y.id - x.id);
  const met = meetings(
    matchRows.map((match) => match.id),
    games.filter((game) => game.team_id === ids[0]),
    games.filter((game) => game.team_id === ids[1]),
  );
  const [teams, events] = await Promise.all([
    byId(db, "teams", ids),
    byId(
      db,
      "events",
      matchRows.map((match) => match.event_id),
    ),
  ]);
  const byMatch = new Map(matchRows.map((match) => [match.id, match]));
  const matches: HeadToHeadMatch[] = met.matches.map((meeting) => {
    const match = byMatch.get(meeting.match_id)!;
    return {
      ...meeting,
      match_name: match.name,
      event_id: match.event_id,
      event_name: events.get(match.event_id)?.name ?? "",
      season_id: match.season_id,
      start_time: match.start_time,
    };
  });
  const side = (id: number): CallResponse<"head_to_head">["team_a"] => {
    const rows = rollups.filter((row) => row.subject === String(id));
    const sums = combineGames(rows, COUNTER_KEYS);
    const played = rows.reduce((total, row) => total + row.games, 0);
    return {
      team_id: id,
      team_name: teams.get(id)?.name ?? "",
      total: statBlock(sums, played),
      avg: averagedStatBlock(sums, played),
    };
  };
  return {
    team_a: side(ids[0]),
    team_b: side(ids[1]),
    battle_royale: met.battle_royale,
    clash_squad: met.clash_squad,
    matches,
  };
};
