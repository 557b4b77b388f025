/**
 * Table types for Kysely; the columns of the fact and roll-up tables come from the stat field lists. The
 * migrations build the fact, reference and analytics tables, and each read model makes its own as its entry
 * in read-models/registry.ts declares them, checked against these types by the compiler; on both engines the
 * tables made must be exactly these (test/db/migrations.test.ts).
 */
import type { PlayerCounterKey, SkillKind, TeamCounterKey, WeaponCounterKey } from "@match-stats/stats";

type Counters<K extends string> = { [P in K]: number };

/** Where a fact row sits, copied onto every fact row so roll-ups group without joins. */
interface GameKeys {
  single_match_id: number;
  match_id: number;
  event_id: number;
  season_id: number;
  mode: number;
}

export interface SeasonsTable {
  id: number;
  name: string;
  name_key: string;
  host_regions: string;
  start_date: number;
  end_date: number;
  logo: string | null;
}

export interface EventsTable {
  id: number;
  season_id: number;
  name: string;
  name_key: string;
  host_region: string;
  mode: number;
  start_time: number;
  end_time: number;
}

export interface TeamsTable {
  id: number;
  name: string;
  name_key: string;
  region: string;
  created_at: number;
  logo: string | null;
}

export interface PlayersTable {
  id: number;
  name: string;
  name_key: string;
}

export interface TeamPlayersTable {
  id: string;
  player_id: number;
  team_id: number;
  name: string;
  name_key: string;
  /** JSON array of in-game uids. */
  uids: string;
}

export interface WeaponsTable {
  id: number;
  name: string;
}

export interface SkillsTable {
  id: number;
  name: string;
  kind: SkillKind;
}

export interface MatchesTable {
  id: number;
  event_id: number;
  season_id: number;
  mode: number;
  name: string;
  name_key: string;
  start_time: number;
  end_time: number;
}

export interface GamesTable {
  id: number;
  match_id: number;
  event_id: number;
  season_id: number;
  /** Order of the game inside its match, from 1. */
  seq: number;
  mode: number;
  form: number;
  map: string;
  start_time: number;
  end_time: number;
}

export type TeamResultsTable = GameKeys &
  Counters<PlayerCounterKey> &
  Counters<TeamCounterKey> & {
    team_id: number;
    rank: number;
    players: number;
  };

export type PlayerResultsTable = GameKeys &
  Counters<PlayerCounterKey> & {
    teamplayer_id: string;
    player_id: number;
    team_id: number;
  };

export type WeaponResultsTable = GameKeys &
  Counters<WeaponCounterKey> & {
    teamplayer_id: string;
    player_id: number;
    team_id: number;
    weapon_id: number;
  };

export type SkillPicksTable = GameKeys & {
  teamplayer_id: string;
  player_id: number;
  team_id: number;
  skill_id: number;
  use_times: number;
};

/** One row of sums per (scope, subject, context); see rollup-scopes.ts. */
interface RollupKeys {
  scope: string;
  subject: string;
  context_id: number;
}

export type RollupsTable = RollupKeys &
  Counters<PlayerCounterKey> &
  Counters<TeamCounterKey> & {
    /** Games the subject played (for a season or event: games in it). */
    games: number;
    /** Player-games summed: the divisor of pick rates. */
    appearances: number;
  };

export type WeaponRollupsTable = RollupKeys &
  Counters<WeaponCounterKey> & {
    weapon_id: number;
    pick_times: number;
  };

export type SkillRollupsTable = RollupKeys & {
  skill_id: number;
  pick_times: number;
  use_times: number;
};

/** Players and team-player records in one table, for the player searches. */
export interface PlayerSearchTable {
  /** The player id as text, or the team-player id. */
  row_key: string;
  /** 1: a player; 2: a team-player record. */
  player_type: number;
  player_id: number;
  key_length: number;
  name_key: string;
  player_name_key: string;
  /** -1 for a player. */
  team_id: number;
  team_name_key: string;
}

/** Every piece of 1 to 3 characters of every name of a searched table (read-models/search/name-grams.ts). */
export interface NameGramsTable {
  /** The searched table the name is in. */
  source: string;
  gram: string;
  name_key: string;
}

/** The match screen's tables of a match or of one of its games, kept ready (read-models/match-tables). */
export interface MatchTablesTable {
  match_id: number;
  /** The game, or -1 for the match over all its games. */
  single_match_id: number;
  /** Deflated JSON (read-models/match-tables/match-tables-ready.ts). */
  document: Buffer;
}

/**
 * One row per analytics event, appended by the analytics_events call and never changed (migration 004),
 * until it is older than the retention and rolled into analytics_daily. The fields of the event's own kind
 * are set, the others null.
 */
export interface AnalyticsEventsTable {
  /** Unix seconds, the server's clock. */
  received_at: number;
  /** `YYYY-MM-DD` in UTC, what the reports group by. */
  received_day: string;
  name: string;
  route: string | null;
  category: string | null;
  term_count: number | null;
  download_kind: string | null;
  table_id: string | null;
  title: string | null;
}

/** Events past the retention, counted per day and distinct event (migration 005). */
export interface AnalyticsDailyTable extends Omit<AnalyticsEventsTable, "received_at"> {
  /** How many events; a day and event may have more than one row, to be added up. */
  events: number;
}

/** Each team's line in each event's standings, (read-models/standings/standings.ts). */
export interface StandingsTable {
  event_id: number;
  team_id: number;
  season_id: number;
  rank: number;
  games: number;
  booyah: number;
  survival_score: number;
  kills: number;
  total_score: number;
  placement_sum: number;
  matches_won: number;
  /** Series drawn. */
  matches_drawn: number;
  matches_lost: number;
  rounds_won: number;
  rounds_lost: number;
  /** JSON: the team's points in each game of the event, oldest first, null where it did not play. */
  game_points: string;
}

/** A double precision column (every other number is an integer): a number, marked for the schema test. */
declare const FLOAT: unique symbol;
export type Float = number & { readonly [FLOAT]: true };

/**
 * Where a leaders row sits (read-models/leaders): scope 'all' has context 0; mode 0 is the clash-squad family
 * (modes 15 and 27).
 */
interface LeaderKeys {
  scope: string;
  context_id: number;
  mode: number;
  /** 'player' (a team-player id within a season or event, a player id all time) or 'team'. */
  subject_kind: string;
  subject: string;
  /** The player or team id, which orders ties. */
  subject_num: number;
  games: number;
}

/** A subject's counter sums in one scope and mode (read-models/leaders/leaders.ts). */
export type LeaderSumsTable = LeaderKeys & Counters<PlayerCounterKey> & { player_games: number };

/** A subject's place keys for one statistic: the total's and the average's as ordered integers, and their values. */
export type LeaderRanksTable = LeaderKeys & {
  stat: string;
  total_key: number;
  average_key: number;
  total_value: Float;
  average_value: Float;
};

/** How many subjects of one ranking have at least `games` games, for each number of games one has. */
export interface LeaderCountsTable {
  scope: string;
  context_id: number;
  mode: number;
  subject_kind: string;
  stat: string;
  games: number;
  at_least: number;
}

/** The best single-game performances per scope (read-models/records/records.ts). */
export interface RecordsTable {
  /** `event`, `season` or `all`. */
  scope: string;
  /** The event or season; 0 for all time. */
  context_id: number;
  /** The mode family ranked (packages/stats `MODE_FAMILIES`). */
  family: string;
  /** A record key of packages/stats `RECORDS`. */
  record: string;
  /** 1 for the record itself, then the runners-up. */
  place: number;
  value: number;
  /** The game's start, which breaks ties: the first to set a value holds it. */
  start_time: number;
  single_match_id: number;
  match_id: number;
  event_id: number;
  season_id: number;
  mode: number;
  team_id: number;
  /** 0 and "" for a team's record. */
  player_id: number;
  teamplayer_id: string;
}

/** Whole answers of the calls with one per scope (migration 011, read-models/ready-answers.ts). */
export interface ReadyAnswersTable {
  /** `records`, `standings` or `points_race`. */
  call: string;
  /** `event`, `season` or `all`. */
  scope: string;
  /** The event or season; 0 for all time. */
  context_id: number;
  /** The digest of the success envelope's JSON in UTF-8 (api/cache.ts `bodyDigest`). */
  digest: string;
  /** The envelope's brotli coding (migration 018: no other). */
  br: Buffer;
}

/** Two teams' tally in a match where they shared a game (read-models/team-meetings/team-meetings.ts). */
export interface TeamMeetingsTable {
  /** The lower team id of the two. */
  team_a: number;
  team_b: number;
  match_id: number;
  /** Games of the match both played, and packages/stats `Tally` over them. */
  games: number;
  a_points: number;
  b_points: number;
  a_booyahs: number;
  b_booyahs: number;
  a_above: number;
  b_above: number;
}

/** The code version each read model's rows were built by (apps/server/src/read-models). */
export interface ReadModelVersionsTable {
  name: string;
  version: string;
}

/** A search list's rows with no terms and no filter (read-models/search/list-counts.ts); absent: none. */
export interface ListCountsTable {
  /** The search call's `field`. */
  list: string;
  total: number;
}

/**
 * A subject's most recent matches for the form chart (read-models/form-matches/form-matches.ts); absent: none.
 */
export interface FormMatchesTable {
  /** The form call's `field`: `player`, `team_player` or `team`. */
  field: string;
  /** The player's, team-player's or team's id, as text. */
  subject: string;
  /** The mode family of the matches (packages/stats `MODE_FAMILIES`). */
  family: string;
  /** Match roll-up rows of the family the subject has in all (a player's over its team-player records). */
  total_matches: number;
  /** JSON of read-models/form-matches/form.ts `FormColumns`: the most recent matches, oldest first. */
  matches: string;
}

/** A season's or an event's weapon picks (read-models/weapon-picks/weapon-picks.ts); absent: none. */
export interface WeaponPicksTable {
  /** `season` or `event`. */
  scope: string;
  context_id: number;
  /** JSON of the weapon_meta answer's `weapons`: every weapon used, highest pick rate first. */
  weapons: string;
}

/** A team's placement spread in an event (read-models/placement-spreads/placement-spreads.ts); absent: none. */
export interface PlacementSpreadsTable {
  team_id: number;
  event_id: number;
  /** JSON of the placement_spread answer. */
  answer: string;
}

/** match_data's whole answer for one match (read-models/match-answers/match-answers.ts). */
export interface MatchAnswersTable {
  match_id: number;
  /** The game shown, or -1 for all the match's games. */
  single_match_id: number;
  /** As in ReadyAnswersTable. */
  digest: string;
  br: Buffer;
}

export interface DataVersionTable {
  id: number;
  version: number;
  updated_at: number;
}

export interface Database {
  seasons: SeasonsTable;
  events: EventsTable;
  teams: TeamsTable;
  players: PlayersTable;
  team_players: TeamPlayersTable;
  weapons: WeaponsTable;
  skills: SkillsTable;
  matches: MatchesTable;
  games: GamesTable;
  team_results: TeamResultsTable;
  player_results: PlayerResultsTable;
  weapon_results: WeaponResultsTable;
  skill_picks: SkillPicksTable;
  rollups: RollupsTable;
  weapon_rollups: WeaponRollupsTable;
  skill_rollups: SkillRollupsTable;
  player_search: PlayerSearchTable;
  name_grams: NameGramsTable;
  match_tables: MatchTablesTable;
  standings: StandingsTable;
  records: RecordsTable;
  ready_answers: ReadyAnswersTable;
  team_meetings: TeamMeetingsTable;
  list_counts: ListCountsTable;
  read_model_versions: ReadModelVersionsTable;
  form_matches: FormMatchesTable;
  weapon_picks: WeaponPicksTable;
  placement_spreads: PlacementSpreadsTable;
  match_answers: MatchAnswersTable;
  data_version: DataVersionTable;
  leader_sums: LeaderSumsTable;
  leader_ranks: LeaderRanksTable;
  leader_counts: LeaderCountsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
}
