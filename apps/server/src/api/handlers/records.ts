/**
 * records: the best single-game values of a season, an event or all time, read from the records table
 * ingest keeps (ingest/records.ts) by primary key, with the names of what they link to, in one statement.
 */
import type { RecordRow } from "@match-stats/contract";
import { ALL_TIME_CONTEXT, RECORD_KEYS, type RecordKey } from "@match-stats/stats";
import type { Kysely } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";
import type { JsonHandler } from "../handler.ts";

/** The rows of one scope (slot 0) and context (slot 1), with the names they link to. */
const recordsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("records as r")
    .innerJoin("matches as m", "m.id", "r.match_id")
    .innerJoin("events as e", "e.id", "r.event_id")
    .innerJoin("teams as t", "t.id", "r.team_id")
    .leftJoin("players as p", "p.id", "r.player_id")
    .select([
      "r.record",
      "r.place",
      "r.value",
      "r.single_match_id",
      "r.match_id",
      "m.name as match_name",
      "r.event_id",
      "e.name as event_name",
      "r.season_id",
      "r.mode",
      "r.start_time",
      "r.team_id",
      "t.name as team_name",
      "r.player_id",
      "r.teamplayer_id",
      "p.name as player_name",
    ])
    .where("r.scope", "=", slot<string>(0))
    .where("r.context_id", "=", slot<number>(1));

export const records: JsonHandler<"records"> = async (request, { db }) => {
  const contextId =
    request.field === "all"
      ? ALL_TIME_CONTEXT
      : request.field === "season"
        ? request.season_id
        : request.event_id;
  // One statement, compiled once: the scope's rows by primary key, each with its names by primary key.
  const rows = await runCompiled(db, "records", () => recordsQuery(db), [request.field, contextId]);
  const order = (key: string) => RECORD_KEYS.indexOf(key as RecordKey);
  const answer: RecordRow[] = rows
    .sort((x, y) => order(x.record) - order(y.record) || x.place - y.place)
    .map((row) => {
      // A team's record has no player (player_id 0).
      const team = row.player_id === 0;
      return {
        ...row,
        record: row.record as RecordKey,
        player_id: team ? null : row.player_id,
        teamplayer_id: team ? null : row.teamplayer_id,
        player_name: team ? null : (row.player_name ?? ""),
      };
    });
  return { records: answer };
};
