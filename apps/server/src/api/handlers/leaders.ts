/**
 * leaders: players or teams ranked by one statistic within an event, a season or all time, in one mode or
 * all. A page is read in order from an index of leader_ranks (its keys and the games of the minimum are in
 * the index), its values computed from the page's leader_sums rows by packages/stats (docs/statistics.md,
 * "Leaders"); the work is one page and one count of the scope's subjects, whatever the data's size.
 */
import type { CallRequest, CallResponse } from "@match-stats/contract";
import {
  defaultMinGames,
  LEADER_SCOPES,
  type LeaderContext,
  leaderValue,
  PLAYER_COUNTER_KEYS,
} from "@match-stats/stats";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { JsonHandler } from "../handler.ts";
import { byId } from "../stats/names.ts";

type Request = CallRequest<"leaders">;
type Row = CallResponse<"leaders">["data"][number];

/** The most specific scope asked for: an event, else a season, else all time (context 0). */
const contextOf = (request: Request): { context: LeaderContext; id: number } =>
  request.event_id !== -1
    ? { context: "event", id: request.event_id }
    : request.season_id !== -1
      ? { context: "season", id: request.season_id }
      : { context: "all", id: 0 };

/** The stored mode: 0 is every mode, except in an event, whose rows are under its own mode. */
async function storedMode(db: Kysely<Database>, request: Request, context: LeaderContext) {
  if (request.mode !== -1) return request.mode;
  if (context !== "event") return 0;
  const event = await db
    .selectFrom("events")
    .select("mode")
    .where("id", "=", request.event_id)
    .executeTakeFirst();
  return event?.mode;
}

/** Names of the page's subjects: a team, a team-player record (with its team) or a player. */
async function namesOf(db: Kysely<Database>, request: Request, context: LeaderContext, subjects: string[]) {
  const names = new Map<string, Omit<Row, "rank" | "games" | "value">>();
  if (request.subject === "team") {
    for (const [id, team] of await byId(db, "teams", subjects.map(Number)))
      names.set(String(id), {
        player_id: null,
        teamplayer_id: null,
        player_name: null,
        team_id: id,
        team_name: team.name,
      });
  } else if (context === "all") {
    for (const [id, player] of await byId(db, "players", subjects.map(Number)))
      names.set(String(id), {
        player_id: id,
        teamplayer_id: null,
        player_name: player.name,
        team_id: null,
        team_name: null,
      });
  } else if (subjects.length > 0) {
    const records = await db
      .selectFrom("team_players as tp")
      .innerJoin("teams as t", "t.id", "tp.team_id")
      .select(["tp.id", "tp.player_id", "tp.name", "tp.team_id", "t.name as team_name"])
      .where("tp.id", "in", subjects)
      .execute();
    for (const r of records)
      names.set(r.id, {
        player_id: r.player_id,
        teamplayer_id: r.id,
        player_name: r.name,
        team_id: r.team_id,
        team_name: r.team_name,
      });
  }
  return names;
}

/** One ranking: which rows of leader_ranks, by which key, in which order. */
export interface Ranking {
  readonly context: LeaderContext;
  readonly id: number;
  readonly mode: number;
  readonly subject: Request["subject"];
  readonly stat: string;
  readonly minGames: number;
  readonly view: Request["view"];
  readonly order: Request["order"];
}

/**
 * A ranking's rows in order (to be paged) and their count, both read from the index of its key (the minimum
 * checked in the index), so neither sorts: the plan test checks it on both engines.
 */
export function rankQueries(db: Kysely<Database>, r: Ranking) {
  const ranks = db
    .selectFrom("leader_ranks")
    .where("scope", "=", r.context)
    .where("context_id", "=", r.id)
    .where("mode", "=", r.mode)
    .where("subject_kind", "=", r.subject)
    .where("stat", "=", r.stat)
    .where("games", ">=", r.minGames);
  const key = r.view === "total" ? "total_key" : "average_key";
  // Ties: the lower id first, read from the index in order; ascending turns the whole order round.
  const tie = r.order === "desc" ? "asc" : "desc";
  return {
    page: ranks
      .select(["subject", "games"])
      .orderBy(key, r.order)
      .orderBy("subject_num", tie)
      .orderBy("subject", tie),
    count: ranks.select((eb) => eb.fn.countAll<number>().as("count")),
  };
}

export const leaders: JsonHandler<"leaders"> = async (request, { db }) => {
  const { context, id } = contextOf(request);
  const minGames = request.min_games ?? defaultMinGames(request.stat, request.view);
  const mode = await storedMode(db, request, context);
  if (mode === undefined) return { min_games: minGames, total_nums: 0, data: [] };
  const offset = (request.page - 1) * request.size;
  const { page: pageQuery, count: countQuery } = rankQueries(db, {
    context,
    id,
    mode,
    subject: request.subject,
    stat: request.stat,
    minGames,
    view: request.view,
    order: request.order,
  });
  const [page, count] = await Promise.all([
    pageQuery.limit(request.size).offset(offset).execute(),
    countQuery.executeTakeFirstOrThrow(),
  ]);
  const subjects = page.map((row) => row.subject);
  const [sums, names] = await Promise.all([
    subjects.length === 0
      ? []
      : db
          .selectFrom("leader_sums")
          .selectAll()
          .where("scope", "=", context)
          .where("context_id", "=", id)
          .where("mode", "=", mode)
          .where("subject_kind", "=", request.subject)
          .where("subject", "in", subjects)
          .execute(),
    namesOf(db, request, context, subjects),
  ]);
  const sumsOf = new Map(sums.map((row) => [row.subject, row]));
  const scope = LEADER_SCOPES[request.subject][context];
  const data = page.map((row, index): Row => {
    const sum = sumsOf.get(row.subject)!;
    // PostgreSQL answers bigint columns as text.
    const counters = Object.fromEntries(PLAYER_COUNTER_KEYS.map((k) => [k, Number(sum[k])]));
    const sample = { games: Number(sum.games), player_games: Number(sum.player_games) };
    return {
      rank: offset + index + 1,
      ...names.get(row.subject)!,
      games: sample.games,
      value: leaderValue(request.stat, request.view, scope, counters, sample),
    };
  });
  return { min_games: minGames, total_nums: Number(count.count), data };
};
