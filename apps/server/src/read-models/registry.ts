/**
 * Every read model, in the order they are built: each after the models it depends on. A run writes its facts
 * and references, then asks each model here to bring itself up to date; a database opened with a model's rows
 * from another version of its code, or without them, has that model (and those built from it) built whole.
 * Adding a read model is one entry here (docs/architecture.md, "Add a read model").
 */
import { PLAYER_COUNTER_KEYS, TEAM_COUNTER_KEYS, WEAPON_COUNTER_KEYS } from "@match-stats/stats";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { formSubjects, writeAllFormMatches, writeFormMatches } from "./form-matches/form-matches.ts";
import { rebuildAllLeaders, rebuildLeaders } from "./leaders/leaders.ts";
import { writeAllMatchAnswers, writeMatchAnswers } from "./match-answers/match-answers.ts";
import { writeAllMatchTables, writeMatchTables } from "./match-tables/match-tables-ready.ts";
import { writeAllPlacementSpreads, writePlacementSpreads } from "./placement-spreads/placement-spreads.ts";
import { writeAllPointsRaceAnswers, writePointsRaceAnswers } from "./points-race/points-race-answers.ts";
import type { ReadModel, RunChanges } from "./read-model.ts";
import { recordAnswerScopes, writeAllRecordAnswers, writeRecordAnswers } from "./records/record-answers.ts";
import { rebuildAllRecords, rebuildRecords } from "./records/records.ts";
import { rebuildAllRollups, rebuildRollups } from "./rollups/rollups.ts";
import { writeListCounts } from "./search/list-counts.ts";
import { addAllGrams, addRunGrams } from "./search/name-grams.ts";
import { rebuildPlayerSearch } from "./search/player-search.ts";
import { writeAllStandings, writeStandings } from "./standings/standings.ts";
import {
  standingsAnswerScopes,
  writeAllStandingsAnswers,
  writeStandingsAnswers,
} from "./standings/standings-answers.ts";
import { counterColumns, makeTables } from "./tables.ts";
import { writeAllTeamMeetings, writeTeamMeetings } from "./team-meetings/team-meetings.ts";
import { writeAllWeaponPicks, writeWeaponPicks } from "./weapon-picks/weapon-picks.ts";

type Declared = Omit<ReadModel, "isEmpty" | "clear" | "tables"> &
  Partial<Pick<ReadModel, "isEmpty" | "clear">>;

const noRow = async (query: { executeTakeFirst(): Promise<unknown> }) =>
  (await query.executeTakeFirst()) === undefined;

/** A model whose rows are its own tables' whole contents. */
const model = (declared: Declared): ReadModel => ({
  tables: declared.schema.map((table) => table.name),
  isEmpty: (db) => noRow(db.selectFrom(declared.schema[0]!.name).select(sql<number>`1`.as("one")).limit(1)),
  clear: (db) => makeTables(db, declared.schema),
  ...declared,
});

/** A model of whole answers of one call, kept in `ready_answers` (a migration's table) beside the other calls'. */
const answers = (call: string, declared: Omit<Declared, "schema">): ReadModel => ({
  ...declared,
  tables: ["ready_answers"],
  schema: [],
  isEmpty: (db) => noRow(db.selectFrom("ready_answers").select("call").where("call", "=", call).limit(1)),
  clear: async (db) => {
    await db.deleteFrom("ready_answers").where("call", "=", call).execute();
  },
});

const rollupKeys = { scope: "text", subject: "text", context_id: "integer" } as const;
const ROLLUP_KEY = ["scope", "subject", "context_id"] as const;
/** Scope 'all' has context 0; mode 0 is the clash-squad family (modes 15 and 27). */
const leaderKeys = {
  scope: "text",
  context_id: "integer",
  mode: "integer",
  subject_kind: "text",
  // Ties order by code point on both engines.
  subject: "code-point text",
  subject_num: "integer",
  games: "bigint",
} as const;
const LEADER_KEY = ["scope", "context_id", "mode", "subject_kind"] as const;
/** The highest value first, ties by the lower id; the games and the value last, so a page is read from the index alone. */
const leaderRankIndex = (view: "total" | "average") => [
  ...LEADER_KEY,
  "stat",
  `${view}_key desc`,
  "subject_num",
  "subject",
  "games",
  `${view}_value`,
];
/** The player searches' tie-breaking columns, after each sort column in its index. */
const PLAYER_ORDER = ["player_id", "player_type", "key_length", "row_key"];
const playerSearchIndexes = Object.fromEntries(
  ["name_key", "player_name_key", "team_id", "team_name_key"].map((column) => [
    `player_search_${column}_order`,
    [column, ...PLAYER_ORDER],
  ]),
);

const events = (run: RunChanges) => [...run.affected.events];
const definedIds = (run: RunChanges, kind: "team" | "player" | "event") =>
  new Set([...run.index.definitions[kind].keys()].map(Number));
const named = (run: RunChanges) => ({
  teams: definedIds(run, "team"),
  players: definedIds(run, "player"),
  events: definedIds(run, "event"),
});
const standingsScopes = (db: Kysely<Database>, run: RunChanges) =>
  standingsAnswerScopes(db, run.affected, named(run));

export const READ_MODELS: readonly ReadModel[] = [
  model({
    name: "rollups",
    version: 1,
    counters: true,
    schema: [
      {
        name: "rollups",
        columns: {
          ...rollupKeys,
          ...counterColumns(PLAYER_COUNTER_KEYS, "bigint"),
          ...counterColumns(TEAM_COUNTER_KEYS, "bigint"),
          games: "bigint",
          appearances: "bigint",
        },
        key: ROLLUP_KEY,
      },
      {
        name: "weapon_rollups",
        columns: {
          ...rollupKeys,
          ...counterColumns(WEAPON_COUNTER_KEYS, "bigint"),
          weapon_id: "integer",
          pick_times: "bigint",
        },
        key: [...ROLLUP_KEY, "weapon_id"],
      },
      {
        name: "skill_rollups",
        columns: { ...rollupKeys, skill_id: "integer", pick_times: "bigint", use_times: "bigint" },
        key: [...ROLLUP_KEY, "skill_id"],
      },
    ],
    dependsOn: [],
    phase: "roll-ups",
    build: rebuildAllRollups,
    refresh: (db, run) => rebuildRollups(db, run.affected),
  }),
  model({
    name: "player_search",
    version: 1,
    schema: [
      {
        name: "player_search",
        columns: {
          row_key: "code-point text",
          player_type: "integer",
          player_id: "integer",
          key_length: "integer",
          name_key: "code-point text",
          player_name_key: "code-point text",
          team_id: "integer",
          team_name_key: "code-point text",
        },
        key: ["row_key"],
        indexes: {
          player_search_id: PLAYER_ORDER,
          player_search_type_id: ["player_type", "player_id", "key_length", "row_key"],
          ...playerSearchIndexes,
        },
      },
    ],
    dependsOn: [],
    phase: "match tables and search",
    build: rebuildPlayerSearch,
    // Made from players, team-players and teams alone: a run of matches leaves it be.
    refresh: async (db, run) => {
      const { definitions } = run.index;
      if ([definitions.player, definitions.team_player, definitions.team].some((kind) => kind.size > 0))
        await rebuildPlayerSearch(db);
    },
  }),
  model({
    name: "name_grams",
    version: 1,
    schema: [
      {
        name: "name_grams",
        columns: { source: "text", gram: "text", name_key: "text" },
        key: ["source", "gram", "name_key"],
      },
    ],
    dependsOn: ["player_search"],
    phase: "match tables and search",
    build: addAllGrams,
    refresh: (db, run) => addRunGrams(db, run.index),
  }),
  model({
    name: "match_tables",
    version: 1,
    counters: true,
    schema: [
      {
        name: "match_tables",
        columns: { match_id: "integer", single_match_id: "integer", document: "bytes" },
        key: ["match_id", "single_match_id"],
      },
    ],
    dependsOn: [],
    phase: "match tables and search",
    build: writeAllMatchTables,
    refresh: (db, run) => writeMatchTables(db, run.matchIds),
  }),
  model({
    name: "list_counts",
    version: 1,
    schema: [{ name: "list_counts", columns: { list: "text", total: "integer" }, key: ["list"] }],
    dependsOn: [],
    phase: "match tables and search",
    build: writeListCounts,
    refresh: (db) => writeListCounts(db),
  }),
  model({
    name: "match_answers",
    version: 1,
    counters: true,
    schema: [
      {
        name: "match_answers",
        columns: { match_id: "integer", single_match_id: "integer", digest: "text", br: "bytes" },
        key: ["match_id", "single_match_id"],
      },
    ],
    dependsOn: ["match_tables"],
    phase: "match answers",
    build: writeAllMatchAnswers,
    refresh: (db, run) => writeMatchAnswers(db, [...run.matchIds, ...run.renamedMatches]),
  }),
  model({
    name: "standings",
    version: 1,
    schema: [
      {
        name: "standings",
        columns: {
          event_id: "integer",
          team_id: "integer",
          season_id: "integer",
          rank: "integer",
          games: "integer",
          booyah: "integer",
          survival_score: "integer",
          kills: "integer",
          total_score: "integer",
          placement_sum: "integer",
          matches_won: "integer",
          matches_drawn: "integer",
          matches_lost: "integer",
          rounds_won: "integer",
          rounds_lost: "integer",
          game_points: "text",
        },
        key: ["event_id", "team_id"],
        indexes: { standings_season: ["season_id", "event_id"] },
      },
    ],
    dependsOn: [],
    phase: "standings and meetings",
    build: writeAllStandings,
    // Every event the run touched, including those of the matches it replaced.
    refresh: (db, run) => writeStandings(db, events(run)),
  }),
  model({
    name: "team_meetings",
    version: 1,
    schema: [
      {
        name: "team_meetings",
        columns: {
          team_a: "integer",
          team_b: "integer",
          match_id: "integer",
          games: "integer",
          a_points: "integer",
          b_points: "integer",
          a_booyahs: "integer",
          b_booyahs: "integer",
          a_above: "integer",
          b_above: "integer",
        },
        key: ["team_a", "team_b", "match_id"],
        // A match ingested again drops its rows first.
        indexes: { team_meetings_match: ["match_id"] },
      },
    ],
    dependsOn: [],
    phase: "standings and meetings",
    build: writeAllTeamMeetings,
    // A pair's tally in a match depends on that match alone.
    refresh: (db, run) => writeTeamMeetings(db, run.matchIds),
  }),
  model({
    name: "leaders",
    version: 1,
    counters: true,
    schema: [
      {
        name: "leader_sums",
        columns: { ...leaderKeys, ...counterColumns(PLAYER_COUNTER_KEYS, "bigint"), player_games: "bigint" },
        key: [...LEADER_KEY, "subject"],
      },
      {
        name: "leader_ranks",
        columns: {
          ...leaderKeys,
          stat: "text",
          total_key: "bigint",
          average_key: "bigint",
          total_value: "double precision",
          average_value: "double precision",
        },
        key: [...LEADER_KEY, "stat", "subject"],
        indexes: {
          leader_ranks_total_key: leaderRankIndex("total"),
          leader_ranks_average_key: leaderRankIndex("average"),
        },
      },
      {
        name: "leader_counts",
        columns: {
          scope: "text",
          context_id: "integer",
          mode: "integer",
          subject_kind: "text",
          stat: "text",
          games: "bigint",
          at_least: "bigint",
        },
        key: [...LEADER_KEY, "stat", "games"],
      },
    ],
    dependsOn: ["rollups"],
    phase: "leaders",
    build: rebuildAllLeaders,
    refresh: (db, run) => rebuildLeaders(db, run.affected),
  }),
  model({
    name: "records",
    version: 1,
    schema: [
      {
        name: "records",
        columns: {
          scope: "text",
          context_id: "integer",
          family: "text",
          record: "text",
          place: "integer",
          value: "integer",
          start_time: "integer",
          single_match_id: "integer",
          match_id: "integer",
          event_id: "integer",
          season_id: "integer",
          mode: "integer",
          team_id: "integer",
          player_id: "integer",
          teamplayer_id: "text",
        },
        key: ["scope", "context_id", "family", "record", "place"],
        // A season's records are merged from its events' rows.
        indexes: { records_scope_season: ["scope", "season_id"] },
      },
    ],
    dependsOn: [],
    phase: "records",
    build: rebuildAllRecords,
    refresh: (db, run) => rebuildRecords(db, run.affected.events, run.affected.seasons),
  }),
  // The whole answers kept for records, standings and events' points races, names included: those the run
  // changed, and those naming what it named.
  answers("records", {
    name: "record_answers",
    version: 1,
    dependsOn: ["records"],
    phase: "ready answers",
    build: writeAllRecordAnswers,
    refresh: async (db, run) =>
      writeRecordAnswers(db, await recordAnswerScopes(db, run.affected, named(run))),
  }),
  answers("standings", {
    name: "standings_answers",
    version: 1,
    dependsOn: ["standings"],
    phase: "ready answers",
    build: writeAllStandingsAnswers,
    refresh: async (db, run) => writeStandingsAnswers(db, await standingsScopes(db, run)),
  }),
  answers("points_race", {
    name: "points_race_answers",
    version: 1,
    dependsOn: ["standings"],
    phase: "ready answers",
    build: writeAllPointsRaceAnswers,
    refresh: async (db, run) => writePointsRaceAnswers(db, await standingsScopes(db, run)),
  }),
  model({
    name: "form_matches",
    version: 1,
    counters: true,
    schema: [
      {
        name: "form_matches",
        columns: {
          field: "text",
          subject: "text",
          family: "text",
          total_matches: "integer",
          matches: "text",
        },
        key: ["field", "subject", "family"],
      },
    ],
    dependsOn: ["rollups"],
    phase: "form",
    build: writeAllFormMatches,
    refresh: async (db, run) =>
      writeFormMatches(
        db,
        await formSubjects(db, run.affected, {
          teamPlayers: new Set([...run.index.definitions.team_player.keys()].map(String)),
          events: definedIds(run, "event"),
        }),
      ),
  }),
  model({
    name: "weapon_picks",
    version: 1,
    schema: [
      {
        name: "weapon_picks",
        columns: { scope: "text", context_id: "integer", weapons: "text" },
        key: ["scope", "context_id"],
      },
    ],
    dependsOn: [],
    phase: "weapon picks",
    build: writeAllWeaponPicks,
    // The picks name their weapons: a run that names one writes every scope's again (a few thousand rows).
    refresh: (db, run) =>
      run.index.definitions.weapon.size > 0 ? writeAllWeaponPicks(db) : writeWeaponPicks(db, run.affected),
  }),
  model({
    name: "placement_spreads",
    version: 1,
    schema: [
      {
        name: "placement_spreads",
        columns: { team_id: "integer", event_id: "integer", answer: "text" },
        key: ["team_id", "event_id"],
      },
    ],
    dependsOn: [],
    phase: "placement spreads",
    build: writeAllPlacementSpreads,
    refresh: (db, run) => writePlacementSpreads(db, events(run)),
  }),
];
