/**
 * The first schema: the stored facts and reference rows. Like every migration it is frozen: the counter
 * columns are the field lists of packages/stats as they stood when it was written, and a field added since
 * has a migration of its own. The derived tables are not migrations' but the read models' (read-models/tables.ts).
 */
import type { CreateTableBuilder, Kysely } from "kysely";

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

const TEAM_COUNTERS = ["survival_score", "total_score", "booyah", "rounds_won", "rounds_lost", "pos_change"];

const WEAPON_COUNTERS = ["kills", "damage", "headshots", "on_target", "hits", "shoots"];

type Table = CreateTableBuilder<string, string>;

const counters = (table: Table, keys: readonly string[], type: "integer" | "bigint"): Table =>
  keys.reduce((t, key) => t.addColumn(key, type, (c) => c.notNull()), table);

const gameKeys = (table: Table): Table =>
  table
    .addColumn("single_match_id", "integer", (c) => c.notNull())
    .addColumn("match_id", "integer", (c) => c.notNull())
    .addColumn("event_id", "integer", (c) => c.notNull())
    .addColumn("season_id", "integer", (c) => c.notNull())
    .addColumn("mode", "integer", (c) => c.notNull());

const playerKeys = (table: Table): Table =>
  table
    .addColumn("teamplayer_id", "text", (c) => c.notNull())
    .addColumn("player_id", "integer", (c) => c.notNull())
    .addColumn("team_id", "integer", (c) => c.notNull());

// `any`, as kysely asks of migrations: the schema types describe today's tables, not this migration's.
export async function up(db: Kysely<any>): Promise<void> {
  const schema = db.schema;
  await schema
    .createTable("seasons")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("host_regions", "text", (c) => c.notNull())
    .addColumn("start_date", "integer", (c) => c.notNull())
    .addColumn("end_date", "integer", (c) => c.notNull())
    .addColumn("logo", "text")
    .execute();
  await schema
    .createTable("events")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("season_id", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("host_region", "text", (c) => c.notNull())
    .addColumn("mode", "integer", (c) => c.notNull())
    .addColumn("start_time", "integer", (c) => c.notNull())
    .addColumn("end_time", "integer", (c) => c.notNull())
    .execute();
  await schema
    .createTable("teams")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("created_at", "integer", (c) => c.notNull())
    .addColumn("logo", "text")
    .execute();
  await schema
    .createTable("players")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .execute();
  await schema
    .createTable("team_players")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("player_id", "integer", (c) => c.notNull())
    .addColumn("team_id", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("uids", "text", (c) => c.notNull())
    .execute();
  await schema
    .createTable("weapons")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();
  await schema
    .createTable("skills")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .execute();
  await schema
    .createTable("matches")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("event_id", "integer", (c) => c.notNull())
    .addColumn("season_id", "integer", (c) => c.notNull())
    .addColumn("mode", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("start_time", "integer", (c) => c.notNull())
    .addColumn("end_time", "integer", (c) => c.notNull())
    .execute();
  await schema
    .createTable("games")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("match_id", "integer", (c) => c.notNull())
    .addColumn("event_id", "integer", (c) => c.notNull())
    .addColumn("season_id", "integer", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("mode", "integer", (c) => c.notNull())
    .addColumn("form", "integer", (c) => c.notNull())
    .addColumn("map", "text", (c) => c.notNull())
    .addColumn("start_time", "integer", (c) => c.notNull())
    .addColumn("end_time", "integer", (c) => c.notNull())
    .execute();

  let teamResults = gameKeys(schema.createTable("team_results"))
    .addColumn("team_id", "integer", (c) => c.notNull())
    .addColumn("rank", "integer", (c) => c.notNull())
    .addColumn("players", "integer", (c) => c.notNull());
  teamResults = counters(counters(teamResults, PLAYER_COUNTERS, "integer"), TEAM_COUNTERS, "integer");
  await teamResults.addPrimaryKeyConstraint("team_results_pk", ["single_match_id", "team_id"]).execute();

  const playerResults = counters(
    playerKeys(gameKeys(schema.createTable("player_results"))),
    PLAYER_COUNTERS,
    "integer",
  );
  await playerResults
    .addPrimaryKeyConstraint("player_results_pk", ["single_match_id", "teamplayer_id"])
    .execute();

  const weaponResults = counters(
    playerKeys(gameKeys(schema.createTable("weapon_results"))).addColumn("weapon_id", "integer", (c) =>
      c.notNull(),
    ),
    WEAPON_COUNTERS,
    "integer",
  );
  await weaponResults
    .addPrimaryKeyConstraint("weapon_results_pk", ["single_match_id", "teamplayer_id", "weapon_id"])
    .execute();

  await playerKeys(gameKeys(schema.createTable("skill_picks")))
    .addColumn("skill_id", "integer", (c) => c.notNull())
    .addColumn("use_times", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("skill_picks_pk", ["single_match_id", "teamplayer_id", "skill_id"])
    .execute();

  await schema
    .createTable("data_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updated_at", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("data_version").values({ id: 1, version: 0, updated_at: 0 }).execute();

  const indexes: [string, string, string[]][] = [
    ["events_season", "events", ["season_id"]],
    ["team_players_player", "team_players", ["player_id"]],
    ["team_players_team", "team_players", ["team_id"]],
    ["matches_event", "matches", ["event_id"]],
    ["games_match", "games", ["match_id", "seq"]],
    ["team_results_match", "team_results", ["match_id"]],
    ["team_results_team", "team_results", ["team_id"]],
    ["team_results_event", "team_results", ["event_id"]],
    ["team_results_season", "team_results", ["season_id"]],
    ["player_results_match", "player_results", ["match_id"]],
    ["player_results_teamplayer", "player_results", ["teamplayer_id"]],
    ["player_results_player", "player_results", ["player_id"]],
    ["player_results_event", "player_results", ["event_id"]],
    ["player_results_season", "player_results", ["season_id"]],
    ["weapon_results_match", "weapon_results", ["match_id"]],
    ["weapon_results_teamplayer", "weapon_results", ["teamplayer_id"]],
    ["weapon_results_player", "weapon_results", ["player_id"]],
    ["weapon_results_team", "weapon_results", ["team_id"]],
    ["weapon_results_event", "weapon_results", ["event_id"]],
    ["weapon_results_season", "weapon_results", ["season_id"]],
    ["skill_picks_match", "skill_picks", ["match_id"]],
    ["skill_picks_teamplayer", "skill_picks", ["teamplayer_id"]],
    ["skill_picks_player", "skill_picks", ["player_id"]],
    ["skill_picks_team", "skill_picks", ["team_id"]],
    ["skill_picks_event", "skill_picks", ["event_id"]],
    ["skill_picks_season", "skill_picks", ["season_id"]],
  ];
  for (const [name, table, columns] of indexes) {
    await schema.createIndex(name).on(table).columns(columns).execute();
  }
}
