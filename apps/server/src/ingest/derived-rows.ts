/**
 * Rows derived from the stored data by the current code (the search lists' totals, the name fragments of the
 * searches, the match screen's ready tables and whole answers, standings, leaders, records, head-to-head tallies, the whole
 * answers of records, standings and events' points races, each subject's form matches, each season's and
 * event's weapon picks, and each team's placement spread in each event): ingest keeps them with every run,
 * and a database that holds data without them (one that had data before the migration that added them) gets
 * them here when it is opened, in one transaction. Empty databases and databases already filled cost a few
 * indexed reads.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { writeAllFormMatches } from "./form-matches.ts";
import { rebuildAllLeaders } from "./leaders.ts";
import { writeListCounts } from "./list-counts.ts";
import { writeAllMatchAnswers } from "./match-answers.ts";
import { writeAllMatchTables } from "./match-tables-ready.ts";
import { addAllGrams } from "./name-grams.ts";
import { writeAllPlacementSpreads } from "./placement-spreads.ts";
import { writeAllPointsRaceAnswers } from "./points-race-answers.ts";
import { writeAllRecordAnswers } from "./record-answers.ts";
import { rebuildAllRecords } from "./records.ts";
import { writeAllStandings } from "./standings.ts";
import { writeAllStandingsAnswers } from "./standings-answers.ts";
import { writeAllTeamMeetings } from "./team-meetings.ts";
import { writeAllWeaponPicks } from "./weapon-picks.ts";

const hasRow = async (
  db: Kysely<Database>,
  table:
    | "matches"
    | "match_tables"
    | "name_grams"
    | "standings"
    | "leader_sums"
    | "records"
    | "ready_answers"
    | "team_meetings"
    | "list_counts"
    | "form_matches"
    | "weapon_picks"
    | "placement_spreads"
    | "match_answers",
) => (await db.selectFrom(table).select(sql<number>`1`.as("one")).limit(1).executeTakeFirst()) !== undefined;

export async function fillDerivedRows(db: Kysely<Database>): Promise<void> {
  // Lists hold rows before any match does (a run of seasons and teams alone); an empty database counts nothing.
  if (!(await hasRow(db, "list_counts"))) await db.transaction().execute(writeListCounts);
  if (!(await hasRow(db, "matches"))) return;
  const grams = await hasRow(db, "name_grams");
  const tables = await hasRow(db, "match_tables");
  const standings = await hasRow(db, "standings");
  const leaders = await hasRow(db, "leader_sums");
  const records = await hasRow(db, "records");
  const answers = await hasRow(db, "ready_answers");
  const meetings = await hasRow(db, "team_meetings");
  const form = await hasRow(db, "form_matches");
  const picks = await hasRow(db, "weapon_picks");
  const spreads = await hasRow(db, "placement_spreads");
  const matchAnswers = await hasRow(db, "match_answers");
  // Added after the other answers: a database may hold theirs and not the races.
  const races =
    (await db
      .selectFrom("ready_answers")
      .select(sql<number>`1`.as("one"))
      .where("call", "=", "points_race")
      .limit(1)
      .executeTakeFirst()) !== undefined;
  if (
    grams &&
    tables &&
    standings &&
    leaders &&
    records &&
    answers &&
    meetings &&
    races &&
    form &&
    picks &&
    spreads &&
    matchAnswers
  ) {
    return;
  }
  await db.transaction().execute(async (trx) => {
    if (!grams) await addAllGrams(trx);
    if (!tables) await writeAllMatchTables(trx);
    if (!standings) await writeAllStandings(trx);
    if (!leaders) await rebuildAllLeaders(trx);
    if (!records) await rebuildAllRecords(trx);
    if (!meetings) await writeAllTeamMeetings(trx);
    if (!records || !standings || !answers) {
      await writeAllRecordAnswers(trx);
      await writeAllStandingsAnswers(trx);
    }
    if (!standings || !answers || !races) await writeAllPointsRaceAnswers(trx);
    if (!form) await writeAllFormMatches(trx);
    if (!picks) await writeAllWeaponPicks(trx);
    if (!spreads) await writeAllPlacementSpreads(trx);
    // Built from the match tables, written above if they were missing too.
    if (!tables || !matchAnswers) await writeAllMatchAnswers(trx);
  });
}
