/**
 * match_data: everything the match detail screen shows for 1 to 8 matches. Each match's tables are read
 * ready-made (ingest/match-tables-ready.ts) and named; only the overall view of several matches is
 * aggregated from their fact rows. Unknown match ids are left out; single_match_id narrows the first match
 * to one game.
 */
import type { CallResponse, ItemRow, MatchPlayerRow } from "@match-stats/contract";
import { ITEM_COUNTER_KEYS } from "@match-stats/stats";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { ALL_GAMES, readMatchTables } from "../../ingest/match-tables-ready.ts";
import { invalid } from "../errors.ts";
import type { JsonHandler } from "../handler.ts";
import { gameRows } from "../lists/game-rows.ts";
import { pickCounters } from "../stats/combine.ts";
import { findMatches, loadMatchFacts, type MatchFacts, narrowFacts } from "../stats/match-facts.ts";
import { matchInfo } from "../stats/match-info.ts";
import {
  buildMatchTables,
  idsOfFacts,
  idsOfTables,
  loadTableNames,
  withNames,
} from "../stats/match-tables.ts";
import { byId } from "../stats/names.ts";

const EMPTY: CallResponse<"match_data"> = {
  match_info: [],
  team_stats: [],
  total_stats: { teams: [], players: [] },
  average_stats: { teams: [], players: [] },
  grenade_stats: [],
};

const itemRow = (row: MatchPlayerRow): ItemRow => ({
  player_id: row.player_id,
  teamplayer_id: row.teamplayer_id,
  player_name: row.player_name,
  team_id: row.team_id,
  team_name: row.team_name,
  ...pickCounters(row, ITEM_COUNTER_KEYS),
});

/** The Total and Average tables over every match loaded, built from their facts. */
async function overallTables(db: Kysely<Database>, facts: MatchFacts) {
  const names = await loadTableNames(db, idsOfFacts(facts));
  return {
    total_stats: buildMatchTables(facts, names, false),
    average_stats: buildMatchTables(facts, names, true),
  };
}

export const matchData: JsonHandler<"match_data"> = async (request, { db }) => {
  const matches = await findMatches(db, request.match_ids);
  const first = matches[0];
  if (!first) return EMPTY;
  const ids = matches.map((match) => match.id);
  const gameIds = await db
    .selectFrom("games")
    .select("id")
    .where("match_id", "in", ids)
    .orderBy("seq")
    .orderBy("id")
    .execute();
  const games = await gameRows(
    db,
    gameIds.map((game) => game.id),
  );

  const shown = request.single_match_id;
  if (
    shown !== ALL_GAMES &&
    !games.some((game) => game.single_match_id === shown && game.match_id === first.id)
  ) {
    throw invalid("single_match_id", `is not a game of match ${first.id}`);
  }
  const shownOf = (match: { id: number }) => (match.id === first.id ? shown : ALL_GAMES);
  const ready = await readMatchTables(
    db,
    matches.map((match) => ({ matchId: match.id, game: shownOf(match) })),
  );
  // The overall view exists only with several matches (docs/spec.md section 4): one match answers no copy of itself.
  const overall =
    matches.length > 1
      ? narrowFacts(
          await loadMatchFacts(db, ids),
          (row) => row.match_id !== first.id || shown === ALL_GAMES || row.single_match_id === shown,
        )
      : undefined;

  const [names, seasons, events] = await Promise.all([
    loadTableNames(db, idsOfTables(ready)),
    byId(
      db,
      "seasons",
      matches.map((match) => match.season_id),
    ),
    byId(
      db,
      "events",
      matches.map((match) => match.event_id),
    ),
  ]);

  const tablesOf = matches.map((match, place) => {
    const own = ready[place]!;
    return { match, scores: own.scores, tables: withNames(own, names) };
  });

  return {
    match_info: tablesOf.map(({ match, tables, scores }) =>
      matchInfo({
        match,
        seasonName: seasons.get(match.season_id)?.name ?? "",
        eventName: events.get(match.event_id)?.name ?? "",
        games: games.filter((game) => game.match_id === match.id),
        shown: shownOf(match),
        tables,
        scores,
      }),
    ),
    team_stats: tablesOf.map(({ match, tables }) => ({ match_id: match.id, ...tables })),
    ...(overall
      ? await overallTables(db, overall)
      : { total_stats: EMPTY.total_stats, average_stats: EMPTY.average_stats }),
    grenade_stats: tablesOf.map(({ match, tables }) => ({
      match_id: match.id,
      players: tables.players.map(itemRow),
    })),
  };
};
