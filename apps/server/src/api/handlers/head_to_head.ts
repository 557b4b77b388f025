/**
 * head_to_head: two teams' common matches. Each team's matches are its team_match roll-up rows, the two
 * teams' intersected in one statement through the primary key; the games of the common matches are the two
 * teams' fact rows there (read by the match index); the rule that counts them is packages/stats
 * `meetings`. Totals combine the two teams' roll-up rows of those matches, in the database.
 */
import type { CallResponse, HeadToHeadMatch } from "@match-stats/contract";
import {
  meetings,
  PLAYER_COUNTER_KEYS,
  PLAYER_COUNTERS,
  TEAM_COUNTER_KEYS,
  TEAM_COUNTERS,
} from "@match-stats/stats";
import { type Kysely, sql } from "kysely";
import { idList, inSlotIds, runCompiled, slot } from "../../db/compiled-once.ts";
import type { Engine } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";
import type { JsonHandler } from "../handler.ts";
import { combineGames } from "../stats/combine.ts";
import { averagedStatBlock, statBlock } from "../stats/stat-block.ts";

const COUNTER_KEYS = [...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS] as const;

/**
 * Each counter over a team's common matches combined in the database, as `combineGames` combines them (its
 * `acrossGames`): one row per team and part of the list instead of one per match, which at scale 1 (where
 * most teams met in dozens of matches) was most of the call's reading.
 */
const COMBINED = [...PLAYER_COUNTERS, ...TEAM_COUNTERS].map((f) =>
  sql<number>`${sql.raw(f.acrossGames === "max" ? "MAX" : "SUM")}(${sql.ref(f.key)})`.as(f.key),
);

/** The two teams' (slots 0 and 1) names. */
const teamsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("teams")
    .select(["id", "name"])
    .where("id", "in", [slot<number>(0), slot<number>(1)]);

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

/**
 * The two teams' (slots 0 and 1, as numbers; 2 and 3 as roll-up subjects) combined counters, their games, and
 * the matches with their events' names, of the common matches (slot 4, an `idList`). Each compiled once.
 */
export const partQueries = (db: Kysely<Database>, engine: Engine) => ({
  rollups: () =>
    db
      .selectFrom("rollups")
      .select(["subject", sql<number>`SUM(games)`.as("games"), ...COMBINED])
      .where("scope", "=", "team_match")
      .where("subject", "in", [slot<string>(2), slot<string>(3)])
      .where(inSlotIds(engine, "context_id", 4))
      .groupBy("subject"),
  games: () =>
    db
      .selectFrom("team_results")
      .select(["single_match_id", "match_id", "mode", "team_id", "rank", "total_score", "booyah"])
      .where(inSlotIds(engine, "match_id", 4))
      // `+team_id`: not by the teams' index (SQLite cannot tell the list is short and took it, reading every
      // game of both teams), but by the matches'.
      .where(sql<number>`+team_id`, "in", [slot<number>(0), slot<number>(1)]),
  matches: () =>
    db
      .selectFrom("matches as m")
      .innerJoin("events as e", "e.id", "m.event_id")
      .select([
        "m.id",
        "m.name",
        "m.event_id",
        "e.name as event_name",
        "m.season_id",
        "m.mode",
        "m.start_time",
      ])
      .where(inSlotIds(engine, "m.id", 4)),
});

async function readMatches(
  db: Kysely<Database>,
  engine: Engine,
  ids: readonly [number, number],
  matchIds: readonly number[],
) {
  const queries = partQueries(db, engine);
  const values = [...ids, ...ids.map(String), idList(engine, matchIds)];
  return {
    rollups: await runCompiled(db, "head_to_head rollups", queries.rollups, values),
    games: await runCompiled(db, "head_to_head games", queries.games, values),
    matches: await runCompiled(db, "head_to_head matches", queries.matches, values),
  };
}

export const headToHead: JsonHandler<"head_to_head"> = async (request, { db, engine }) => {
  const ids = [request.team_a, request.team_b] as const;
  const subjects = ids.map((id) => String(id));
  // The common matches (each of team a's team_match rows with team b's of the same match, by primary key),
  // then the counters, games and matches of those matches alone. A team against itself never met: it is not
  // its own opponent.
  const common =
    ids[0] === ids[1]
      ? []
      : (await runCompiled(db, "head_to_head common", () => commonQuery(db), subjects)).map(
          (row) => row.context_id,
        );
  // The list is one parameter (db/compiled-once.ts `inSlotIds`): no part of it is too long for a statement.
  const {
    rollups,
    games,
    matches: matchRows,
  } = common.length === 0
    ? { rollups: [], games: [], matches: [] }
    : await readMatches(db, engine, ids, common);
  const teams = new Map(
    (await runCompiled(db, "head_to_head teams", () => teamsQuery(db), ids)).map((team) => [
      team.id,
      team.name,
    ]),
  );
  matchRows.sort((x, y) => y.start_time - x.start_time || y.id - x.id);
  const met = meetings(
    matchRows.map((match) => match.id),
    games.filter((game) => game.team_id === ids[0]),
    games.filter((game) => game.team_id === ids[1]),
  );
  const byMatch = new Map(matchRows.map((match) => [match.id, match]));
  const matches: HeadToHeadMatch[] = met.matches.map((meeting) => {
    const match = byMatch.get(meeting.match_id)!;
    return {
      ...meeting,
      match_name: match.name,
      event_id: match.event_id,
      event_name: match.event_name,
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
      team_name: teams.get(id) ?? "",
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
