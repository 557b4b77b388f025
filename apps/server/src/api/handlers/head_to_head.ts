/**
 * head_to_head: two teams' common matches, in at most two statements. Each team's matches are its team_match
 * roll-up rows, the two teams' met through the primary key. The first statement gives each team's name with
 * its counters combined over the common matches (in the database); when neither played one, that is all.
 * The second reads the pair's tallies of the games both played, one row per match, which ingest keeps
 * (packages/stats `matchTallies`), with each match's names; packages/stats `meetings` sums them. On
 * PostgreSQL every statement is a round trip, whose socket write was most of this call's time
 * (docs/performance.md): it made five before.
 */
import type { CallResponse, HeadToHeadMatch } from "@match-stats/contract";
import {
  meetings,
  PLAYER_COUNTER_KEYS,
  PLAYER_COUNTERS,
  swapSides,
  TEAM_COUNTER_KEYS,
  TEAM_COUNTERS,
} from "@match-stats/stats";
import { type Kysely, sql } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";
import { combineGames } from "../../queries/stats/combine.ts";
import { averagedStatBlock, statBlock } from "../../queries/stats/stat-block.ts";
import type { JsonHandler } from "../handler.ts";

/**
 * The roll-ups' scope, written into the SQL rather than bound: bound in the outer join's condition, it made
 * SQLite (3.54, as better-sqlite3 builds it) take three times as long over the first statement.
 */
const TEAM_MATCH = sql.lit("team_match");

const COUNTER_KEYS = [...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS] as const;

/**
 * Each counter over a team's common matches combined in the database, as `combineGames` combines them (its
 * `acrossGames`): one row per team instead of one per match, which at scale 1 (where most teams met in
 * dozens of matches) was most of the call's reading.
 */
const COMBINED = [...PLAYER_COUNTERS, ...TEAM_COUNTERS].map((f) =>
  sql<number | null>`${sql.raw(f.acrossGames === "max" ? "MAX" : "SUM")}(${sql.ref(`r.${f.key}`)})`.as(f.key),
);

/**
 * The two teams (slots 0 and 1; 2 and 3 are the same ids as roll-up subjects), each with its name and its
 * counters combined over its team_match rows of the matches the other team has a row of too (null when
 * there are none).
 */
export const sidesQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("teams as t")
    .leftJoin("rollups as r", (join) =>
      join
        .on("r.scope", "=", TEAM_MATCH)
        .on("r.subject", "=", sql<string>`CAST(t.id AS TEXT)`)
        .on(({ exists, selectFrom }) =>
          exists(
            selectFrom("rollups as o")
              .select("o.context_id")
              .where("o.scope", "=", TEAM_MATCH)
              // The other team: one value, so the key is read at (scope, subject, context_id).
              .where(
                "o.subject",
                "=",
                sql<string>`CASE WHEN ${sql.ref("r.subject")} = ${slot(2)} THEN ${slot(3)} ELSE ${slot(2)} END`,
              )
              .whereRef("o.context_id", "=", "r.context_id"),
          ),
        ),
    )
    .select(["t.id", "t.name", sql<number | null>`SUM(r.games)`.as("games"), ...COMBINED])
    .where("t.id", "in", [slot<number>(0), slot<number>(1)])
    .groupBy(["t.id", "t.name"]);

/**
 * The two teams' tallies (slots 0 and 1: the lower id, then the higher) in each match where they shared a
 * game, kept by ingest, with the match's mode and names, newest first.
 */
export const meetingsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("team_meetings as tm")
    .innerJoin("matches as m", "m.id", "tm.match_id")
    .innerJoin("events as e", "e.id", "m.event_id")
    .select([
      "tm.match_id",
      "tm.games",
      "tm.a_points",
      "tm.b_points",
      "tm.a_booyahs",
      "tm.b_booyahs",
      "tm.a_above",
      "tm.b_above",
      "m.mode",
      "m.name as match_name",
      "m.event_id",
      "e.name as event_name",
      "m.season_id",
      "m.start_time",
    ])
    .where("tm.team_a", "=", slot<number>(0))
    .where("tm.team_b", "=", slot<number>(1))
    .orderBy("m.start_time", "desc")
    .orderBy("m.id", "desc");

export const headToHead: JsonHandler<"head_to_head"> = async (request, { db }) => {
  const ids = [request.team_a, request.team_b] as const;
  const values = [...ids, ...ids.map(String)];
  const sides = await runCompiled(db, "head_to_head sides", () => sidesQuery(db), values);
  // A team against itself is not its own opponent: it never met.
  const met = ids[0] !== ids[1] && sides.some((row) => (row.games ?? 0) > 0);
  // Kept once per pair, the lower id as team a: read the other way round when team a is the higher.
  const swapped = ids[0] > ids[1];
  const rows = met
    ? await runCompiled(
        db,
        "head_to_head meetings",
        () => meetingsQuery(db),
        swapped ? [ids[1], ids[0]] : ids,
      )
    : [];
  const tallies = swapped ? rows.map(swapSides) : rows;
  const result = meetings(tallies);
  const byMatch = new Map(tallies.map((tally) => [tally.match_id, tally]));
  const matches: HeadToHeadMatch[] = result.matches.map((meeting) => {
    const match = byMatch.get(meeting.match_id)!;
    return {
      ...meeting,
      match_name: match.match_name,
      event_id: match.event_id,
      event_name: match.event_name,
      season_id: match.season_id,
      start_time: match.start_time,
    };
  });
  const side = (id: number): CallResponse<"head_to_head">["team_a"] => {
    const row = sides.find((team) => team.id === id);
    const played = met ? (row?.games ?? 0) : 0;
    // A side that played no common match has a row of nulls (or none, for an id not known): all zeros.
    const sums = combineGames(
      played > 0 && row ? [row as Record<(typeof COUNTER_KEYS)[number], number>] : [],
      COUNTER_KEYS,
    );
    return {
      team_id: id,
      team_name: row?.name ?? "",
      total: statBlock(sums, played),
      avg: averagedStatBlock(sums, played),
    };
  };
  return {
    team_a: side(ids[0]),
    team_b: side(ids[1]),
    battle_royale: result.battle_royale,
    clash_squad: result.clash_squad,
    matches,
  };
};
