/**
 * records: the best single-game values of a season, an event or all time, read from the records table
 * ingest keeps (ingest/records.ts) by primary key, with the names of what they link to.
 */
import type { RecordRow } from "@match-stats/contract";
import { ALL_TIME_CONTEXT, RECORD_KEYS, type RecordKey } from "@match-stats/stats";
import type { JsonHandler } from "../handler.ts";
import { byId } from "../stats/names.ts";

export const records: JsonHandler<"records"> = async (request, { db }) => {
  const contextId =
    request.field === "all"
      ? ALL_TIME_CONTEXT
      : request.field === "season"
        ? request.season_id
        : request.event_id;
  const rows = await db
    .selectFrom("records")
    .selectAll()
    .where("scope", "=", request.field)
    .where("context_id", "=", contextId)
    .execute();
  if (rows.length === 0) return { records: [] };
  const [matches, events, teams, players] = await Promise.all([
    db
      .selectFrom("matches")
      .select(["id", "name"])
      .where("id", "in", [...new Set(rows.map((row) => row.match_id))])
      .execute(),
    byId(
      db,
      "events",
      rows.map((row) => row.event_id),
    ),
    byId(
      db,
      "teams",
      rows.map((row) => row.team_id),
    ),
    byId(
      db,
      "players",
      rows.flatMap((row) => (row.player_id === 0 ? [] : [row.player_id])),
    ),
  ]);
  const matchNames = new Map(matches.map((match) => [match.id, match.name]));
  const order = (key: string) => RECORD_KEYS.indexOf(key as RecordKey);
  const answer: RecordRow[] = rows
    .sort((x, y) => order(x.record) - order(y.record) || x.place - y.place)
    .map((row) => {
      const team = row.player_id === 0;
      return {
        record: row.record as RecordKey,
        place: row.place,
        value: row.value,
        single_match_id: row.single_match_id,
        match_id: row.match_id,
        match_name: matchNames.get(row.match_id) ?? "",
        event_id: row.event_id,
        event_name: events.get(row.event_id)?.name ?? "",
        season_id: row.season_id,
        mode: row.mode,
        start_time: row.start_time,
        team_id: row.team_id,
        team_name: teams.get(row.team_id)?.name ?? "",
        player_id: team ? null : row.player_id,
        teamplayer_id: team ? null : row.teamplayer_id,
        player_name: team ? null : (players.get(row.player_id)?.name ?? ""),
      };
    });
  return { records: answer };
};
