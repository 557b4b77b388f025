/**
 * The leaders call's rows, rebuilt for what a run touched: every subject's sums per
 * scope and mode, and per mode family, summed from the facts in SQL, then one place row per subject and
 * statistic whose keys are the total and the average as ordered integers, computed by packages/stats
 * (leaderValue) so a leader's value is the one its Data Info block shows. The call then reads a page of any
 * statistic from an index in order.
 */
import {
  isLeaderRate,
  LEADER_SCOPES,
  LEADER_STATS,
  type LeaderContext,
  type LeaderSubject,
  leaderValue,
  MODE_FAMILIES,
  MODE_IDS,
  type ModeFamily,
  type ModeId,
  PLAYER_COUNTERS,
} from "@match-stats/stats";
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import { BulkInsert } from "../../db/bulk-insert.ts";
import { chunks, inList } from "../../db/chunks.ts";
import type { Engine } from "../../db/connect.ts";
import type { Database, LeaderSumsTable } from "../../db/schema.ts";
import type { Affected } from "../rollups/rollups.ts";
import { CountChanges, type RankingKey, writeAllCounts } from "./leader-counts.ts";

/**
 * Averages and rates are ordered by their value scaled to an integer. Two averages of integer sums over at
 * most a few thousand games differ by more than 1e-9, two rates over sums of up to a million by more than
 * 1e-12, and the largest keys stay below 2^53, so equal values get equal keys and different ones keep
 * their order. Totals are integer sums, their own key.
 */
const AVERAGE_SCALE = 1e9;
const RATE_SCALE = 1e12;

const orderKey = (stat: string, value: number, total: boolean): number =>
  total && !isLeaderRate(stat)
    ? value
    : Math.round(value * (isLeaderRate(stat) ? RATE_SCALE : AVERAGE_SCALE));

interface Source {
  table: "player_results" | "team_results";
  /** The subject within a season or event, and all time. */
  subject: Record<LeaderContext, string>;
  subjectNum: string;
  playerGames: string;
}

const SOURCES: Record<LeaderSubject, Source> = {
  player: {
    table: "player_results",
    subject: { event: "teamplayer_id", season: "teamplayer_id", all: "player_id" },
    subjectNum: "player_id",
    playerGames: "COUNT(*)",
  },
  team: {
    table: "team_results",
    subject: { event: "team_id", season: "team_id", all: "team_id" },
    subjectNum: "team_id",
    playerGames: "SUM(players)",
  },
};

const CONTEXT_COLUMN: Record<LeaderContext, string | undefined> = {
  all: undefined,
  season: "season_id",
  event: "event_id",
};

const SUM_COLUMNS = [
  "scope",
  "context_id",
  "mode",
  "subject_kind",
  "subject",
  "subject_num",
  "games",
  "player_games",
  ...PLAYER_COUNTERS.map((f) => f.key),
];

const RANK_COLUMNS = [
  "scope",
  "context_id",
  "mode",
  "subject_kind",
  "stat",
  "subject",
  "subject_num",
  "games",
  "total_key",
  "average_key",
  "total_value",
  "average_value",
] as const;

/** Which rows a rebuild replaces, on leader_sums and leader_ranks, and which facts it sums. */
interface Part {
  sums: RawBuilder<unknown>;
  ranks: RawBuilder<unknown>;
  facts: (subject: LeaderSubject, context: LeaderContext) => RawBuilder<unknown> | null;
}

const WHOLE: Part = {
  sums: sql`1 = 1`,
  ranks: sql`1 = 1`,
  facts: () => sql`1 = 1`,
};

/**
 * The rankings of a family of several modes (clash squad's 15 and 27) are kept under mode 0; a family of one
 * mode (battle royale) is that mode's ranking. No ranking is kept over every mode: the families never mix.
 */
const POOLED_MODE = 0;
const POOLED = Object.values(MODE_FAMILIES).filter((family) => family.modes.length > 1);

/** Every mode a leaders row is kept under: each mode, and the pooled family's. */
const LEADER_MODES = [POOLED_MODE, ...MODE_IDS];

/** The mode whose rows rank a family, or a mode, outside an event. */
export const leaderRowsMode = (asked: ModeFamily | ModeId): number => {
  if (typeof asked === "number") return asked;
  const { modes } = MODE_FAMILIES[asked];
  return modes.length === 1 ? modes[0] : POOLED_MODE;
};

/**
 * A subject's rows within a context, by every column of the primary keys up to the subject: the keys'
 * leading columns alone would have each delete read all of a context's rows (all time's: 142,536 place
 * rows of players at scale 10, 60 to 350 ms of a live match's run on PostgreSQL).
 */
function subjectRows(
  context: LeaderContext,
  contextIds: readonly number[],
  kind: LeaderSubject,
  subjects: readonly string[],
) {
  const sums = sql`scope = ${context} AND ${inList("context_id", contextIds)} AND ${inList("mode", LEADER_MODES)}
    AND subject_kind = ${kind} AND ${inList("subject", subjects)}`;
  return { sums, ranks: sql`${sums} AND ${inList("stat", LEADER_STATS)}` };
}

/**
 * The parts of a run that touched `affected`: in each of its events and seasons, and all time, the rows of
 * its players and teams. Another subject's sums, and so its place rows, are the same as before the run.
 */
function partsOf(affected: Affected): Part[] {
  const parts: Part[] = [];
  const contexts = { event: affected.events, season: affected.seasons, all: new Set([0]) };
  for (const kind of ["player", "team"] as const) {
    for (const context of ["event", "season", "all"] as const) {
      // The subject and its column in the facts: a player is a team-player within a season or event.
      const column = SOURCES[kind].subject[context];
      const ids =
        column === "teamplayer_id"
          ? affected.teamPlayers
          : kind === "player"
            ? affected.players
            : affected.teams;
      for (const subjects of chunks([...ids])) {
        for (const contextIds of chunks([...contexts[context]])) {
          const contextColumn = CONTEXT_COLUMN[context];
          const bySubject = inList(column, subjects);
          parts.push({
            ...subjectRows(context, contextIds, kind, subjects.map(String)),
            facts: (subject, c) =>
              c !== context || subject !== kind
                ? null
                : contextColumn
                  ? sql`${inList(contextColumn, contextIds)} AND ${bySubject}`
                  : bySubject,
          });
        }
      }
    }
  }
  return parts;
}

const aggregate = (key: string, acrossGames: string) => `${acrossGames.toUpperCase()}(${key})`;

/** Sums the facts `where` selects into leader_sums: per mode, and (except an event's) per pooled family. */
async function writeSums(db: Kysely<Database>, part: Part): Promise<void> {
  for (const kind of ["player", "team"] as const) {
    const source = SOURCES[kind];
    for (const context of ["event", "season", "all"] as const) {
      const where = part.facts(kind, context);
      if (where === null) continue;
      const contextColumn = CONTEXT_COLUMN[context];
      // An event has one mode: its rows are under it, and its family reads them there.
      for (const pooled of [undefined, ...(context === "event" ? [] : POOLED)]) {
        const byMode = pooled === undefined;
        const subject = source.subject[context];
        const groupBy = [contextColumn, byMode ? "mode" : undefined, subject, source.subjectNum]
          .filter((c) => c !== undefined)
          .map((c) => sql.ref(c));
        await sql`INSERT INTO leader_sums (${sql.join(SUM_COLUMNS.map((c) => sql.ref(c)))})
          SELECT ${sql.lit(context)}, ${contextColumn ? sql.ref(contextColumn) : sql.lit(0)},
            ${byMode ? sql.ref("mode") : sql.lit(POOLED_MODE)}, ${sql.lit(kind)},
            ${subject === "teamplayer_id" ? sql.ref(subject) : sql`CAST(${sql.ref(subject)} AS TEXT)`},
            ${sql.ref(source.subjectNum)}, COUNT(*), ${sql.raw(source.playerGames)},
            ${sql.raw(PLAYER_COUNTERS.map((f) => aggregate(f.key, f.acrossGames)).join(", "))}
          FROM ${sql.table(source.table)}
          WHERE ${where} ${pooled ? sql`AND ${inList("mode", pooled.modes)}` : sql``}
          GROUP BY ${sql.join(groupBy)}`.execute(db);
      }
    }
  }
}

/**
 * One place row per statistic of each subject whose sums `part` selects, each told to `counts` (a run of a
 * few matches) as written.
 */
async function writeRanks(
  db: Kysely<Database>,
  engine: Engine,
  part: Part,
  counts: CountChanges | null,
): Promise<void> {
  // In the order of leader_ranks' key: each ranking's subjects in turn, statistic by statistic, so its
  // B-tree is appended to rather than inserted into all over.
  const rows = (
    await sql<LeaderSumsTable>`SELECT * FROM leader_sums WHERE ${part.sums}
      ORDER BY scope, context_id, mode, subject_kind, subject`.execute(db)
  ).rows;
  const insert = new BulkInsert(db, engine, "leader_ranks", RANK_COLUMNS, ["total_value", "average_value"]);
  for (const group of sameRankings(rows)) {
    const first = group[0]!;
    const kind = first.subject_kind as LeaderSubject;
    const scope = LEADER_SCOPES[kind][first.scope as LeaderContext];
    const ranking = {
      scope: first.scope,
      context_id: Number(first.context_id),
      mode: Number(first.mode),
      subject_kind: kind,
    };
    const subjects = group.map((row) => ({
      row,
      // PostgreSQL answers bigint sums as text.
      sums: Object.fromEntries(PLAYER_COUNTERS.map((f) => [f.key, Number(row[f.key])])),
      sample: { games: Number(row.games), player_games: Number(row.player_games) },
    }));
    for (const stat of LEADER_STATS) {
      for (const { row, sums, sample } of subjects) {
        const total = leaderValue(stat, "total", scope, sums, sample);
        const avg = leaderValue(stat, "average", scope, sums, sample);
        // A rate without a denominator ranks nowhere.
        if (total === null || avg === null) continue;
        counts?.written({ ...ranking, stat }, sample.games);
        await insert.add([
          ranking.scope,
          ranking.context_id,
          ranking.mode,
          kind,
          stat,
          row.subject,
          Number(row.subject_num),
          sample.games,
          orderKey(stat, total, true),
          orderKey(stat, avg, false),
          total,
          avg,
        ]);
      }
    }
  }
  await insert.flush();
}

/** Runs of rows of the same ranking (scope, context, mode and kind of subject), rows in key order. */
function* sameRankings(rows: readonly LeaderSumsTable[]): Generator<LeaderSumsTable[]> {
  let group: LeaderSumsTable[] = [];
  for (const row of rows) {
    const last = group.at(-1);
    if (
      last &&
      (last.scope !== row.scope ||
        Number(last.context_id) !== Number(row.context_id) ||
        Number(last.mode) !== Number(row.mode) ||
        last.subject_kind !== row.subject_kind)
    ) {
      yield group;
      group = [];
    }
    group.push(row);
  }
  if (group.length > 0) yield group;
}

const engineOf = (db: Kysely<Database>): Engine =>
  db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";

async function rebuildPart(db: Kysely<Database>, part: Part, counts: CountChanges | null): Promise<void> {
  if (counts) {
    const replaced = await sql<RankingKey & { games: number }>`
      SELECT scope, context_id, mode, subject_kind, stat, games FROM leader_ranks WHERE ${part.ranks}`.execute(
      db,
    );
    for (const { games, ...key } of replaced.rows) counts.replaced(key, Number(games));
  }
  await sql`DELETE FROM leader_ranks WHERE ${part.ranks}`.execute(db);
  await sql`DELETE FROM leader_sums WHERE ${part.sums}`.execute(db);
  await writeSums(db, part);
  await writeRanks(db, engineOf(db), part, counts);
}

/** Every leaders row, for a database that has matches but not yet these rows (read-models/up-to-date.ts). */
export async function rebuildAllLeaders(db: Kysely<Database>): Promise<void> {
  await rebuildPart(db, WHOLE, null);
  await writeAllCounts(db, sql`1 = 1`);
}

/**
 * Rebuilds the leaders rows a run touched, after its facts are written. A run bringing at least half of
 * the stored matches rebuilds them all, as the roll-ups do.
 */
export async function rebuildLeaders(db: Kysely<Database>, affected: Affected): Promise<void> {
  const stored = await db
    .selectFrom("matches")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  if (affected.matches.size * 2 >= Number(stored.count)) return rebuildAllLeaders(db);
  const counts = new CountChanges();
  for (const part of partsOf(affected)) await rebuildPart(db, part, counts);
  await counts.apply(db);
}
