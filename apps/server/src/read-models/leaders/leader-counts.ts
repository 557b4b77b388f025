/**
 * leader_counts: for each ranking (scope, context, mode, subject kind and statistic) and
 * each number of games a subject in it has, how many subjects have at least as many, so a page's count
 * with any minimum is one seek. A whole rebuild counts them from every place row. A run of a few matches
 * changes the games of a few subjects only: it moves the counts by what those subjects had before and
 * have after, instead of counting again rankings of thousands of subjects (all time's players: 142,536
 * place rows read and 16,750 counts rewritten at scale 10 for one live match, then a VACUUM of the table
 * on PostgreSQL, docs/performance.md).
 */
import { type Kysely, type RawBuilder, sql } from "kysely";
import { chunks, MAX_PARAMETERS } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";

/** The columns naming a ranking, in the key's order. */
export interface RankingKey {
  scope: string;
  context_id: number;
  mode: number;
  subject_kind: string;
  stat: string;
}

/** Every count of the rankings `where` selects, from their place rows. */
export async function writeAllCounts(db: Kysely<Database>, where: RawBuilder<unknown>): Promise<void> {
  await sql`DELETE FROM leader_counts WHERE ${where}`.execute(db);
  await sql`INSERT INTO leader_counts (scope, context_id, mode, subject_kind, stat, games, at_least)
    SELECT scope, context_id, mode, subject_kind, stat, games,
      SUM(COUNT(*)) OVER (PARTITION BY scope, context_id, mode, subject_kind, stat ORDER BY games DESC)
    FROM leader_ranks
    WHERE ${where}
    GROUP BY scope, context_id, mode, subject_kind, stat, games`.execute(db);
}

interface Change {
  key: RankingKey;
  /** The games of each place row replaced, and of each written. */
  before: number[];
  after: number[];
}

/** A ranking's columns, typed for PostgreSQL (a VALUES list's parameters are text otherwise). */
const keyValues = (k: RankingKey) =>
  sql`CAST(${k.scope} AS TEXT), CAST(${k.context_id} AS INTEGER), CAST(${k.mode} AS INTEGER),
    CAST(${k.subject_kind} AS TEXT), CAST(${k.stat} AS TEXT)`;
const int = (value: number) => sql`CAST(${value} AS BIGINT)`;

/** The condition that two rows (by their tables' names) are of the same ranking. */
const sameRanking = (a: string, b: string): string =>
  ["scope", "context_id", "mode", "subject_kind", "stat"].map((c) => `${a}.${c} = ${b}.${c}`).join(" AND ");

/** `WITH d(columns) AS (VALUES rows)`: the rows a statement joins the counts with. */
const withRows = (columns: string, rows: RawBuilder<unknown>[]) =>
  sql`WITH d(scope, context_id, mode, subject_kind, stat, ${sql.raw(columns)}) AS (VALUES ${sql.join(rows)})`;

/** Rows per statement: a VALUES row has at most eight parameters. */
const ROWS = Math.floor(MAX_PARAMETERS / 8);

/** Keys per delete: an OR of keys, each arm an index search to plan. */
const KEYS_PER_DELETE = 500;

/** How many of `sorted` (ascending) are at least `games`. */
const atLeast = (sorted: readonly number[], games: number): number => {
  let count = 0;
  for (let i = sorted.length - 1; i >= 0 && (sorted[i] as number) >= games; i--) count++;
  return count;
};

/** The changes of a run's place rows, and the counts they move. */
export class CountChanges {
  private readonly rankings = new Map<string, Change>();

  private change(key: RankingKey): Change {
    const name = `${key.scope}|${key.context_id}|${key.mode}|${key.subject_kind}|${key.stat}`;
    let change = this.rankings.get(name);
    if (!change) {
      change = { key: { ...key }, before: [], after: [] };
      this.rankings.set(name, change);
    }
    return change;
  }

  /** A place row about to be replaced. */
  replaced(key: RankingKey, games: number): void {
    this.change(key).before.push(games);
  }

  /** A place row written. */
  written(key: RankingKey, games: number): void {
    this.change(key).after.push(games);
  }

  /**
   * Moves the counts: a row for each number of games a written row has and none had (holding the count
   * from before, found at the next row up), then each count changed by how many more or fewer subjects
   * now have at least its games, then the rows of numbers of games no subject has any more (where as many
   * have at least that many as at least the next number up).
   */
  async apply(db: Kysely<Database>): Promise<void> {
    const added: RawBuilder<unknown>[] = [];
    const moved: RawBuilder<unknown>[] = [];
    const left: RawBuilder<unknown>[] = [];
    for (const { key, before, after } of this.rankings.values()) {
      before.sort((a, b) => a - b);
      after.sort((a, b) => a - b);
      if (before.length === after.length && before.every((games, i) => games === after[i])) continue;
      const values = [...new Set([...before, ...after])].sort((a, b) => a - b);
      // Between two of these numbers (above the lower, up to the higher) the change is the same.
      values.forEach((games, i) => {
        const delta = atLeast(after, games) - atLeast(before, games);
        if (delta !== 0)
          moved.push(sql`(${keyValues(key)}, ${int(values[i - 1] ?? 0)}, ${int(games)}, ${int(delta)})`);
      });
      for (const games of new Set(after)) added.push(sql`(${keyValues(key)}, ${int(games)})`);
      for (const games of new Set(before)) left.push(sql`(${keyValues(key)}, ${int(games)})`);
    }
    const next = (row: string, from: string, operator: string) =>
      sql.raw(`COALESCE((SELECT n.at_least FROM leader_counts n WHERE ${sameRanking("n", row)}
        AND n.games ${operator} ${from}.games ORDER BY n.games LIMIT 1), 0)`);
    for (const rows of chunks(added, ROWS)) {
      await sql`${withRows("games", rows)}
        INSERT INTO leader_counts (scope, context_id, mode, subject_kind, stat, games, at_least)
        SELECT d.scope, d.context_id, d.mode, d.subject_kind, d.stat, d.games, ${next("d", "d", ">=")}
        FROM d WHERE 1 = 1
        ON CONFLICT DO NOTHING`.execute(db);
    }
    for (const rows of chunks(moved, ROWS)) {
      await sql`${withRows("above, up_to, delta", rows)}
        UPDATE leader_counts SET at_least = leader_counts.at_least + d.delta
        FROM d WHERE ${sql.raw(sameRanking("leader_counts", "d"))}
          AND leader_counts.games > d.above AND leader_counts.games <= d.up_to`.execute(db);
    }
    for (const rows of chunks(left, ROWS)) {
      const { rows: gone } = await sql<RankingKey & { games: number }>`${withRows("games", rows)}
        SELECT d.scope, d.context_id, d.mode, d.subject_kind, d.stat, d.games
        FROM d JOIN leader_counts c ON ${sql.raw(sameRanking("c", "d"))} AND c.games = d.games
        WHERE c.at_least = ${next("c", "c", ">")}`.execute(db);
      // An OR of keys: SQLite reads the whole table for a row-value IN.
      for (const part of chunks(gone, KEYS_PER_DELETE)) {
        await sql`DELETE FROM leader_counts WHERE ${sql.join(
          part.map(
            (g) => sql`(scope = ${g.scope} AND context_id = ${g.context_id} AND mode = ${g.mode}
              AND subject_kind = ${g.subject_kind} AND stat = ${g.stat} AND games = ${g.games})`,
          ),
          sql` OR `,
        )}`.execute(db);
      }
    }
  }
}
