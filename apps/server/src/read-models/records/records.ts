/**
 * The records table: the best RECORD_PLACES single-game values of each record, per
 * event, per season and all time, per mode family (a clash-squad game's kills never rank beside a
 * battle-royale game's). An event's are ranked from its fact rows, a season's from its events' rows and
 * all time from the seasons' rows (the best of a season is among the best of one of its events), so a run
 * reads the facts of the events it touched only. A re-ingested match is re-ranked with its event from the
 * facts as they now are: a value it lowered leaves no stale record behind.
 */
import {
  ALL_TIME_CONTEXT,
  MODE_FAMILIES,
  MODE_FAMILY_IDS,
  RECORD_PLACES,
  RECORDS,
  type RecordDef,
} from "@match-stats/stats";
import { type Kysely, sql } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";

const COLUMNS = sql.raw(
  "scope, context_id, family, record, place, value, start_time, single_match_id, match_id, event_id, season_id, mode, team_id, player_id, teamplayer_id",
);

/** A fact row's mode family, from packages/stats MODE_FAMILIES. */
const FAMILY_OF_MODE = sql`CASE ${sql.join(
  MODE_FAMILY_IDS.map(
    (family) =>
      sql`WHEN f.mode IN (${sql.join(MODE_FAMILIES[family].modes.map((mode) => sql.lit(mode)))}) THEN ${sql.lit(family)}`,
  ),
  sql` `,
)} END`;
const KEPT = sql.raw(
  "start_time, single_match_id, match_id, event_id, season_id, mode, team_id, player_id, teamplayer_id",
);

/** Ties: the earlier game holds the place, then the lower game id, then the lower player or team. */
function rankEvents(db: Kysely<Database>, def: RecordDef, eventIds: readonly number[]) {
  const counter = sql.ref(`f.${def.counter}`);
  const who =
    def.source === "player" ? sql`f.player_id, f.teamplayer_id` : sql`0 AS player_id, '' AS teamplayer_id`;
  const tie = def.source === "player" ? sql`f.teamplayer_id` : sql`f.team_id`;
  const facts = sql.table(def.source === "player" ? "player_results" : "team_results");
  return sql`INSERT INTO records (${COLUMNS})
    SELECT 'event', event_id, family, ${def.key}, place, value, ${KEPT} FROM (
      SELECT ${counter} AS value, g.start_time, f.single_match_id, f.match_id, f.event_id, f.season_id, f.mode,
        f.team_id, ${who}, ${FAMILY_OF_MODE} AS family,
        ROW_NUMBER() OVER (PARTITION BY f.event_id, ${FAMILY_OF_MODE}
          ORDER BY ${counter} DESC, g.start_time, f.single_match_id, ${tie}) AS place
      FROM ${facts} f JOIN games g ON g.id = f.single_match_id
      WHERE f.event_id IN (${sql.join(eventIds)}) AND ${counter} > 0
    ) ranked WHERE place <= ${RECORD_PLACES}`.execute(db);
}

/** A coarser scope's places from the finer scope's rows: a season from its events, all time from seasons. */
function mergeRows(db: Kysely<Database>, scope: "season" | "all", seasonIds: readonly number[]) {
  const [from, context, filter] =
    scope === "season"
      ? ["event", sql`season_id`, sql`AND season_id IN (${sql.join(seasonIds)})`]
      : ["season", sql.lit(ALL_TIME_CONTEXT), sql``];
  return sql`INSERT INTO records (${COLUMNS})
    SELECT ${scope}, context, family, record, place, value, ${KEPT} FROM (
      SELECT ${context} AS context, family, record, value, ${KEPT},
        ROW_NUMBER() OVER (PARTITION BY record, ${context}, family
          ORDER BY value DESC, start_time, single_match_id, teamplayer_id, team_id) AS place
      FROM records WHERE scope = ${from} ${filter}
    ) ranked WHERE place <= ${RECORD_PLACES}`.execute(db);
}

/** Ranks again the records of these events and seasons, and all time. */
export async function rebuildRecords(
  db: Kysely<Database>,
  eventIds: ReadonlySet<number>,
  seasonIds: ReadonlySet<number>,
): Promise<void> {
  for (const part of chunks([...eventIds])) {
    await db.deleteFrom("records").where("scope", "=", "event").where("context_id", "in", part).execute();
    for (const def of RECORDS) await rankEvents(db, def, part);
  }
  for (const part of chunks([...seasonIds])) {
    await db.deleteFrom("records").where("scope", "=", "season").where("context_id", "in", part).execute();
    await mergeRows(db, "season", part);
  }
  await db.deleteFrom("records").where("scope", "=", "all").execute();
  await mergeRows(db, "all", []);
}

/** Every event's and season's: for a database that already holds matches when the table is created. */
export async function rebuildAllRecords(db: Kysely<Database>): Promise<void> {
  const [events, seasons] = await Promise.all([
    db.selectFrom("events").select("id").execute(),
    db.selectFrom("seasons").select("id").execute(),
  ]);
  await rebuildRecords(db, new Set(events.map((e) => e.id)), new Set(seasons.map((s) => s.id)));
}
