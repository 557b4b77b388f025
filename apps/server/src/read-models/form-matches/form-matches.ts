/**
 * Each subject's rows of form_matches, one per mode family it played: its most recent
 * matches of the family with what the form chart's statistics are made from, built set-wise from the match
 * roll-ups once a run's roll-ups are written. The form call then reads one row by primary key
 * (read-models/form-matches/form.ts). A run writes again the rows of the subjects whose matches it brought or replaced, and
 * of those that played in an event it named (the rows hold event names).
 */
import { MAX_FORM_MATCHES } from "@match-stats/contract";
import { type ModeFamily, modeFamily } from "@match-stats/stats";
import type { Kysely } from "kysely";
import { chunks, rowsPerInsert } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import { FORM_COUNTERS, type FormColumns, type FormField } from "./form.ts";

/** The subjects whose rows a run writes again; a subject left with no matches loses its row. */
export interface FormSubjects {
  readonly players: ReadonlySet<number>;
  readonly teamPlayers: ReadonlySet<string>;
  readonly teams: ReadonlySet<number>;
}

/** Subjects whose matches are read at once. */
const SUBJECTS_PER_BATCH = 500;

/** A subject's match roll-up row with its match, its event's name and the team's placements there. */
type MatchRow = Awaited<ReturnType<typeof readMatchRows>>[number] & { rank_sum: number };

/** The match roll-up rows of some team-players (`player_match`) or teams (`team_match`). */
const readMatchRows = (db: Kysely<Database>, scope: "player_match" | "team_match", subjects: string[]) =>
  db
    .selectFrom("rollups as r")
    .innerJoin("matches as m", "m.id", "r.context_id")
    .innerJoin("events as e", "e.id", "m.event_id")
    .select([
      "r.subject",
      "r.context_id as match_id",
      "m.name as match_name",
      "m.event_id",
      "e.name as event_name",
      "m.start_time",
      "m.mode",
      "r.games",
      "r.appearances",
    ])
    .select(FORM_COUNTERS.map((key) => `r.${key}` as const))
    .where("r.scope", "=", scope)
    .where("r.subject", "in", subjects)
    .execute();

/**
 * The team's placements summed over the games of each match each subject played, keyed `subject|match`: a
 * team's own rows, or a team-player's team's rows in the games it played.
 */
async function rankSums(db: Kysely<Database>, field: "team" | "team_player", subjects: string[]) {
  const rows =
    field === "team"
      ? await db
          .selectFrom("team_results as tr")
          .select((eb) => [
            eb.cast<string>("tr.team_id", "text").as("subject"),
            "tr.match_id",
            eb.fn.sum<number>("tr.rank").as("ranks"),
          ])
          .where("tr.team_id", "in", subjects.map(Number))
          .groupBy(["tr.team_id", "tr.match_id"])
          .execute()
      : await db
          .selectFrom("player_results as pr")
          .innerJoin("team_players as t", "t.id", "pr.teamplayer_id")
          .innerJoin("team_results as tr", (join) =>
            join.onRef("tr.single_match_id", "=", "pr.single_match_id").onRef("tr.team_id", "=", "t.team_id"),
          )
          .select((eb) => [
            "pr.teamplayer_id as subject",
            "pr.match_id",
            eb.fn.sum<number>("tr.rank").as("ranks"),
          ])
          .where("pr.teamplayer_id", "in", subjects)
          .groupBy(["pr.teamplayer_id", "pr.match_id"])
          .execute();
  return new Map(rows.map((row) => [`${row.subject}|${row.match_id}`, Number(row.ranks)]));
}

/** Team-players' or teams' match rows, each with its placements, by subject. */
async function rowsBySubject(
  db: Kysely<Database>,
  field: "team" | "team_player",
  subjects: string[],
): Promise<Map<string, MatchRow[]>> {
  const [rows, ranks] = await Promise.all([
    readMatchRows(db, field === "team" ? "team_match" : "player_match", subjects),
    rankSums(db, field, subjects),
  ]);
  const bySubject = new Map<string, MatchRow[]>();
  for (const row of rows) {
    const list = bySubject.get(row.subject) ?? [];
    bySubject.set(row.subject, list);
    list.push({ ...row, rank_sum: ranks.get(`${row.subject}|${row.match_id}`) ?? 0 });
  }
  return bySubject;
}

/** Most recent first, as the chart keeps them; a player's two records in one match (never seen) by record. */
const newestFirst = (a: MatchRow, b: MatchRow) =>
  b.start_time - a.start_time || b.match_id - a.match_id || (a.subject < b.subject ? 1 : -1);

/** A subject's row of one mode family: its most recent matches of it, oldest first, column by column. */
function formRow(field: FormField, subject: string, family: ModeFamily, rows: MatchRow[]) {
  const kept = [...rows].sort(newestFirst).slice(0, MAX_FORM_MATCHES).reverse();
  const column = <K extends keyof MatchRow>(key: K) => kept.map((row) => row[key]);
  const columns: FormColumns = {
    match_id: column("match_id"),
    match_name: column("match_name"),
    event_id: column("event_id"),
    event_name: column("event_name"),
    start_time: column("start_time"),
    mode: column("mode"),
    games: kept.map((row) => Number(row.games)),
    appearances: kept.map((row) => Number(row.appearances)),
    ...(field === "team" ? {} : { teamplayer_id: column("subject") }),
    rank_sum: column("rank_sum"),
    counters: Object.fromEntries(FORM_COUNTERS.map((key) => [key, kept.map((row) => Number(row[key]))])),
  };
  return { field, subject, family, total_matches: rows.length, matches: JSON.stringify(columns) };
}

type FormRow = ReturnType<typeof formRow>;

/** A subject's rows, one per mode family it played: its battle-royale and clash-squad matches apart. */
const familyRows = (field: FormField, subject: string, rows: MatchRow[]): FormRow[] =>
  [...Map.groupBy(rows, (row) => modeFamily(row.mode))].map(([family, matches]) =>
    formRow(field, subject, family, matches),
  );

/** Replaces the rows of `subjects` of a field with `rows` (a subject without one has none). */
async function replaceRows(db: Kysely<Database>, field: FormField, subjects: string[], rows: FormRow[]) {
  await db.deleteFrom("form_matches").where("field", "=", field).where("subject", "in", subjects).execute();
  for (const batch of chunks(rows, rowsPerInsert(5))) {
    await db.insertInto("form_matches").values(batch).execute();
  }
}

/** Writes again the rows of teams. */
async function writeTeams(db: Kysely<Database>, teams: readonly string[]) {
  for (const part of chunks(teams, SUBJECTS_PER_BATCH)) {
    const bySubject = await rowsBySubject(db, "team", part);
    await replaceRows(
      db,
      "team",
      part,
      [...bySubject].flatMap(([team, rows]) => familyRows("team", team, rows)),
    );
  }
}

/**
 * Writes again the rows of players and of every team-player record of theirs: a player's matches are its
 * records', so each record's roll-up rows are read once for both.
 */
async function writePlayers(db: Kysely<Database>, players: readonly number[]) {
  for (const part of chunks(players, SUBJECTS_PER_BATCH)) {
    const records = await db
      .selectFrom("team_players")
      .select(["id", "player_id"])
      .where("player_id", "in", part)
      .execute();
    const ids = records.map((record) => record.id);
    const bySubject = new Map<string, MatchRow[]>();
    for (const idPart of chunks(ids, SUBJECTS_PER_BATCH)) {
      for (const [id, rows] of await rowsBySubject(db, "team_player", idPart)) bySubject.set(id, rows);
    }
    const byPlayer = new Map<string, MatchRow[]>();
    for (const record of records) {
      const player = String(record.player_id);
      const rows = byPlayer.get(player) ?? [];
      byPlayer.set(player, rows);
      rows.push(...(bySubject.get(record.id) ?? []));
    }
    await replaceRows(
      db,
      "team_player",
      ids,
      [...bySubject].flatMap(([id, rows]) => familyRows("team_player", id, rows)),
    );
    await replaceRows(
      db,
      "player",
      part.map(String),
      [...byPlayer].flatMap(([player, rows]) => familyRows("player", player, rows)),
    );
  }
}

/**
 * Writes again the rows of `subjects` from the roll-ups as they are now: its teams', and its players' with every
 * team-player record of theirs, the records of `subjects` included.
 */
export async function writeFormMatches(db: Kysely<Database>, subjects: FormSubjects): Promise<void> {
  const players = new Set(subjects.players);
  for (const part of chunks([...subjects.teamPlayers])) {
    const records = await db.selectFrom("team_players").select("player_id").where("id", "in", part).execute();
    for (const record of records) players.add(record.player_id);
  }
  await writeTeams(db, [...subjects.teams].map(String));
  await writePlayers(db, [...players]);
}

/**
 * The subjects a run writes again: those whose matches it brought or replaced (its roll-ups' subjects), those of
 * team-player records it defined (their team's placements may change), and those that played in an event it
 * named.
 */
export async function formSubjects(
  db: Kysely<Database>,
  affected: FormSubjects,
  named: { teamPlayers: ReadonlySet<string>; events: ReadonlySet<number> },
): Promise<FormSubjects> {
  const players = new Set(affected.players);
  const teamPlayers = new Set([...affected.teamPlayers, ...named.teamPlayers]);
  const teams = new Set(affected.teams);
  for (const part of chunks([...named.events])) {
    const rows = await db
      .selectFrom("player_results")
      .select(["player_id", "teamplayer_id", "team_id"])
      .distinct()
      .where("event_id", "in", part)
      .execute();
    for (const row of rows) {
      players.add(row.player_id);
      teamPlayers.add(row.teamplayer_id);
      teams.add(row.team_id);
    }
  }
  return { players, teamPlayers, teams };
}

/** Every subject's, built whole. */
export async function writeAllFormMatches(db: Kysely<Database>): Promise<void> {
  const [players, teamPlayers, teams] = await Promise.all([
    db.selectFrom("players").select("id").execute(),
    db.selectFrom("team_players").select("id").execute(),
    db.selectFrom("teams").select("id").execute(),
  ]);
  await writeFormMatches(db, {
    players: new Set(players.map((row) => row.id)),
    teamPlayers: new Set(teamPlayers.map((row) => row.id)),
    teams: new Set(teams.map((row) => row.id)),
  });
}
