/**
 * Every read model, in the order they are built: each after the models it depends on. A run writes its facts
 * and references, then asks each model here to bring itself up to date; a database opened with a model's rows
 * from another version of its code, or without them, has that model (and those built from it) built whole.
 * Adding a read model is one entry here (docs/architecture.md, "Add a read model").
 */
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
import { writeAllTeamMeetings, writeTeamMeetings } from "./team-meetings/team-meetings.ts";
import { writeAllWeaponPicks, writeWeaponPicks } from "./weapon-picks/weapon-picks.ts";

type Declared = Omit<ReadModel, "isEmpty" | "clear"> & Partial<Pick<ReadModel, "isEmpty" | "clear">>;

const noRow = async (query: { executeTakeFirst(): Promise<unknown> }) =>
  (await query.executeTakeFirst()) === undefined;

/** A model whose rows are its tables' whole contents. */
const model = (declared: Declared): ReadModel => ({
  isEmpty: (db) => noRow(db.selectFrom(declared.tables[0]!).select(sql<number>`1`.as("one")).limit(1)),
  clear: async (db) => {
    for (const table of declared.tables) await db.deleteFrom(table).execute();
  },
  ...declared,
});

/** A model of whole answers of one call, kept in `ready_answers` beside the other calls'. */
const answers = (call: string, declared: Omit<Declared, "tables">): ReadModel =>
  model({
    ...declared,
    tables: ["ready_answers"],
    isEmpty: (db) => noRow(db.selectFrom("ready_answers").select("call").where("call", "=", call).limit(1)),
    clear: async (db) => {
      await db.deleteFrom("ready_answers").where("call", "=", call).execute();
    },
  });

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
    tables: ["rollups", "weapon_rollups", "skill_rollups"],
    dependsOn: [],
    phase: "roll-ups",
    build: rebuildAllRollups,
    refresh: (db, run) => rebuildRollups(db, run.affected),
  }),
  model({
    name: "player_search",
    version: 1,
    tables: ["player_search"],
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
    tables: ["name_grams"],
    dependsOn: ["player_search"],
    phase: "match tables and search",
    build: addAllGrams,
    refresh: (db, run) => addRunGrams(db, run.index),
  }),
  model({
    name: "match_tables",
    version: 1,
    counters: true,
    tables: ["match_tables"],
    dependsOn: [],
    phase: "match tables and search",
    build: writeAllMatchTables,
    refresh: (db, run) => writeMatchTables(db, run.matchIds),
  }),
  model({
    name: "list_counts",
    version: 1,
    tables: ["list_counts"],
    dependsOn: [],
    phase: "match tables and search",
    build: writeListCounts,
    refresh: (db) => writeListCounts(db),
  }),
  model({
    name: "match_answers",
    version: 1,
    counters: true,
    tables: ["match_answers"],
    dependsOn: ["match_tables"],
    phase: "match answers",
    build: writeAllMatchAnswers,
    refresh: (db, run) => writeMatchAnswers(db, [...run.matchIds, ...run.renamedMatches]),
  }),
  model({
    name: "standings",
    version: 1,
    tables: ["standings"],
    dependsOn: [],
    phase: "standings and meetings",
    build: writeAllStandings,
    // Every event the run touched, including those of the matches it replaced.
    refresh: (db, run) => writeStandings(db, events(run)),
  }),
  model({
    name: "team_meetings",
    version: 1,
    tables: ["team_meetings"],
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
    tables: ["leader_sums", "leader_ranks", "leader_counts"],
    dependsOn: ["rollups"],
    phase: "leaders",
    build: rebuildAllLeaders,
    refresh: (db, run) => rebuildLeaders(db, run.affected),
  }),
  model({
    name: "records",
    version: 1,
    tables: ["records"],
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
    tables: ["form_matches"],
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
    tables: ["weapon_picks"],
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
    tables: ["placement_spreads"],
    dependsOn: [],
    phase: "placement spreads",
    build: writeAllPlacementSpreads,
    refresh: (db, run) => writePlacementSpreads(db, events(run)),
  }),
];
