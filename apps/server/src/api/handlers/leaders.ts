/**
 * leaders: players or teams ranked by one statistic within an event, a season or all time, in one mode
 * family (battle royale unless clash squad is asked for) or one mode. A page is read in order from an index
 * of leader_ranks (its keys, the games of the minimum and the values ingest computed by packages/stats,
 * docs/statistics.md "Leaders", are in the index) with its names by primary key, and its count is one seek
 * in leader_counts: two statements whatever the data's size.
 */
import type { CallRequest, CallResponse } from "@match-stats/contract";
import { defaultMinGames, type LeaderContext, MODE_FAMILIES } from "@match-stats/stats";
import { type Compilable, type Kysely, sql } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";
import { leaderRowsMode } from "../../read-models/leaders/leaders.ts";
import type { JsonHandler } from "../handler.ts";

type Request = CallRequest<"leaders">;
type Row = CallResponse<"leaders">["data"][number];

/** The most specific scope asked for: an event, else a season, else all time (context 0). */
const contextOf = (request: Request): { context: LeaderContext; id: number } =>
  request.event_id !== -1
    ? { context: "event", id: request.event_id }
    : request.season_id !== -1
      ? { context: "season", id: request.season_id }
      : { context: "all", id: 0 };

/**
 * Within an event, a family of several modes reads the event's rows under its own mode: the family's modes,
 * or null where the stored mode is known without the event.
 */
function pooledEventModes(request: Request, context: LeaderContext): readonly number[] | null {
  if (context !== "event" || typeof request.mode === "number") return null;
  const { modes } = MODE_FAMILIES[request.mode];
  return modes.length > 1 ? modes : null;
}

/**
 * An event's mode, when it is of the family asked for (read in the same statement): an event has one mode and
 * its rows are under it. An event that does not exist, or of the other family, has no rows.
 */
const eventMode = (db: Kysely<Database>, eventId: number, modes: readonly number[]) =>
  db.selectFrom("events").select("mode").where("id", "=", eventId).where("mode", "in", modes);

/** One ranking: which rows of leader_ranks, by which key, in which order. */
export interface Ranking {
  readonly context: LeaderContext;
  readonly id: number;
  /** A mode, or the statement that reads the event's. */
  readonly mode: number | ReturnType<typeof eventMode>;
  readonly subject: Request["subject"];
  readonly stat: string;
  readonly minGames: number;
  readonly view: Request["view"];
  readonly order: Request["order"];
}

/** A mode as a statement's operand: a number as a literal, so one statement serves every mode. */
const modeOf = (mode: Ranking["mode"]) => (typeof mode === "number" ? sql.lit(mode) : mode);

/** A ranking's rows in leader_ranks. */
function rankRows(db: Kysely<Database>, r: Ranking) {
  return db
    .selectFrom("leader_ranks as lr")
    .where("lr.scope", "=", r.context)
    .where("lr.context_id", "=", r.id)
    .where("lr.mode", "=", modeOf(r.mode))
    .where("lr.subject_kind", "=", r.subject)
    .where("lr.stat", "=", r.stat)
    .where("lr.games", ">=", r.minGames);
}

/** A row of a page: the subject's place fields. */
interface PageRow {
  player_id: number | null;
  teamplayer_id: string | null;
  player_name: string | null;
  team_id: number | null;
  team_name: string | null;
  games: number | string;
  value: number;
}

/**
 * A ranking's page in order, read from the index of its key (which holds the minimum's games and the
 * value), each subject's name by primary key: a team, a player all time, else a team-player record, which is
 * named by its player's name as every call names a player (docs/statistics.md, "Names").
 */
function pageQuery(db: Kysely<Database>, r: Ranking, limit: number, offset: number): Compilable<PageRow> {
  const key = r.view === "total" ? "lr.total_key" : "lr.average_key";
  const value = r.view === "total" ? "lr.total_value" : "lr.average_value";
  // Ties: the lower id first, read from the index in order; ascending turns the whole order round.
  const tie = r.order === "desc" ? "asc" : "desc";
  const rows = rankRows(db, r)
    .select(["lr.games", `${value} as value`])
    .orderBy(key, r.order)
    .orderBy("lr.subject_num", tie)
    .orderBy("lr.subject", tie)
    .limit(limit)
    .offset(offset);
  if (r.subject === "team") {
    const query = rows
      .innerJoin("teams as t", "t.id", "lr.subject_num")
      .select([
        sql<null>`NULL`.as("player_id"),
        sql<null>`NULL`.as("teamplayer_id"),
        sql<null>`NULL`.as("player_name"),
        "t.id as team_id",
        "t.name as team_name",
      ]);
    return query;
  }
  if (r.context === "all") {
    const query = rows
      .innerJoin("players as p", "p.id", "lr.subject_num")
      .select([
        "p.id as player_id",
        sql<null>`NULL`.as("teamplayer_id"),
        "p.name as player_name",
        sql<null>`NULL`.as("team_id"),
        sql<null>`NULL`.as("team_name"),
      ]);
    return query;
  }
  const query = rows
    .innerJoin("team_players as tp", "tp.id", "lr.subject")
    .innerJoin("players as p", "p.id", "tp.player_id")
    .innerJoin("teams as t", "t.id", "tp.team_id")
    .select([
      "tp.player_id",
      "tp.id as teamplayer_id",
      "p.name as player_name",
      "tp.team_id",
      "t.name as team_name",
    ]);
  return query;
}

/**
 * A ranking's page and its count (one seek in leader_counts): neither sorts nor counts the scope's subjects,
 * which the plan test checks on both engines.
 */
export function rankQueries(db: Kysely<Database>, r: Ranking, limit: number, offset: number) {
  return {
    page: pageQuery(db, r, limit, offset),
    count: db
      .selectFrom("leader_counts")
      .select("at_least")
      .where("scope", "=", r.context)
      .where("context_id", "=", r.id)
      .where("mode", "=", modeOf(r.mode))
      .where("subject_kind", "=", r.subject)
      .where("stat", "=", r.stat)
      .where("games", ">=", r.minGames)
      .orderBy("games")
      .limit(1),
  };
}

export const leaders: JsonHandler<"leaders"> = async (request, { db }) => {
  const { context, id } = contextOf(request);
  const minGames = request.min_games ?? defaultMinGames(request.stat, request.view);
  const offset = (request.page - 1) * request.size;
  const inEvent = pooledEventModes(request, context);
  const mode = leaderRowsMode(request.mode);
  // Compiled once per shape (db/compiled-once.ts): what varies within a shape goes through slots.
  const shape = [context, request.subject, request.view, request.order, inEvent ? "event" : mode];
  const queries = () =>
    rankQueries(
      db,
      {
        context,
        id: slot(0),
        mode: inEvent ? eventMode(db, slot(1), inEvent) : mode,
        subject: request.subject,
        stat: slot(2),
        minGames: slot(3),
        view: request.view,
        order: request.order,
      },
      slot(4),
      slot(5),
    );
  const values = [id, request.event_id, request.stat, minGames, request.size, offset];
  const [page, count] = await Promise.all([
    runCompiled(db, `leaders page ${shape.join(" ")}`, () => queries().page, values),
    runCompiled(db, `leaders count ${shape.join(" ")}`, () => queries().count, values),
  ]);
  const data = page.map(
    (row, index): Row => ({
      rank: offset + index + 1,
      player_id: row.player_id,
      teamplayer_id: row.teamplayer_id,
      player_name: row.player_name,
      team_id: row.team_id,
      team_name: row.team_name,
      // PostgreSQL answers bigint columns as text.
      games: Number(row.games),
      value: row.value,
    }),
  );
  return { min_games: minGames, total_nums: Number(count[0]?.at_least ?? 0), data };
};
