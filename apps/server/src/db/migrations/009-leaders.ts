/**
 * The leaders call's rows, kept by ingest (read-models/leaders/leaders.ts):
 * - `leader_sums`: the counter sums of every player and team per scope (all time, a season, an event) and
 *   mode, which a page's values are computed from. The roll-ups have no mode, hence a table of its own.
 * - `leader_ranks`: one row per subject and statistic holding the order of its total and of its average as
 *   integers, so a page of any statistic with a minimum of games is read from an index in order instead of
 *   sorting every subject per request. The subject's number (team or player id), then the subject, break ties.
 *   The values themselves ride along (`total_value`, `average_value`) at the end of each order's index, so a
 *   page is read from the index alone.
 * - `leader_counts`: per ranking, how many subjects have at least each number of games, so the count of a
 *   page with any minimum is one index seek instead of a count of every subject.
 * Scope 'all' has context 0; mode 0 is every mode (an event's rows are under its own mode).
 * On PostgreSQL `subject` collates "C", so ties order by code point as on SQLite.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

const PLAYER_COUNTERS = [
  "kills",
  "death",
  "assists",
  "damage",
  "knock_down",
  "headshots",
  "headshot_killtimes",
  "on_target",
  "hits",
  "shoots",
  "survival_time",
  "moving_distance",
  "vehicle_move_distance",
  "kill_distance",
  "max_kill_distance",
  "vehicle_kill",
  "rescue_times",
  "revive_teammate_times",
  "revival_members",
  "revived_times",
  "hp_added",
  "medkit_use",
  "icewall_use",
  "icewall_destroyed_times",
  "grenade_use",
  "grenade_kills",
  "grenade_damage",
];

const KEYS = ["scope", "context_id", "mode", "subject_kind"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const subjectType = postgres ? sql`text COLLATE "C"` : sql`text`;
  let sums = db.schema
    .createTable("leader_sums")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("context_id", "integer", (c) => c.notNull())
    .addColumn("mode", "integer", (c) => c.notNull())
    .addColumn("subject_kind", "text", (c) => c.notNull())
    .addColumn("subject", subjectType, (c) => c.notNull())
    .addColumn("subject_num", "integer", (c) => c.notNull())
    .addColumn("games", "bigint", (c) => c.notNull())
    .addColumn("player_games", "bigint", (c) => c.notNull());
  for (const key of PLAYER_COUNTERS) sums = sums.addColumn(key, "bigint", (c) => c.notNull());
  await sums.addPrimaryKeyConstraint("leader_sums_pk", [...KEYS, "subject"]).execute();

  await db.schema
    .createTable("leader_ranks")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("context_id", "integer", (c) => c.notNull())
    .addColumn("mode", "integer", (c) => c.notNull())
    .addColumn("subject_kind", "text", (c) => c.notNull())
    .addColumn("stat", "text", (c) => c.notNull())
    .addColumn("subject", subjectType, (c) => c.notNull())
    .addColumn("subject_num", "integer", (c) => c.notNull())
    .addColumn("games", "bigint", (c) => c.notNull())
    .addColumn("total_key", "bigint", (c) => c.notNull())
    .addColumn("average_key", "bigint", (c) => c.notNull())
    .addColumn("total_value", "double precision", (c) => c.notNull())
    .addColumn("average_value", "double precision", (c) => c.notNull())
    .addPrimaryKeyConstraint("leader_ranks_pk", [...KEYS, "stat", "subject"])
    .execute();
  // The highest value first, ties by the lower id: the call's order read forwards (and backwards for the
  // lowest first). The games and the value last: the minimum is checked in the index, and a page is read
  // from it without the table.
  for (const view of ["total", "average"] as const) {
    await db.schema
      .createIndex(`leader_ranks_${view}_key`)
      .on("leader_ranks")
      .columns([...KEYS, "stat", `${view}_key desc`, "subject_num", "subject", "games", `${view}_value`])
      .execute();
  }

  await db.schema
    .createTable("leader_counts")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("context_id", "integer", (c) => c.notNull())
    .addColumn("mode", "integer", (c) => c.notNull())
    .addColumn("subject_kind", "text", (c) => c.notNull())
    .addColumn("stat", "text", (c) => c.notNull())
    .addColumn("games", "bigint", (c) => c.notNull())
    .addColumn("at_least", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("leader_counts_pk", [...KEYS, "stat", "games"])
    .execute();
}
