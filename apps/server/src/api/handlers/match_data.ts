/**
 * match_data: everything the match detail screen shows for 1 to 8 matches, aggregated from the fact rows
 * of those matches. Unknown match ids are left out; single_match_id narrows the first match to one game.
 */
import type { CallResponse, ItemRow, MatchPlayerRow } from "@match-stats/contract";
import { ITEM_COUNTER_KEYS } from "@match-stats/stats";
import { invalid } from "../errors.ts";
import type { JsonHandler } from "../handler.ts";
import { gameRows } from "../lists/game-rows.ts";
import { pickCounters } from "../stats/combine.ts";
import { findMatches, loadMatchFacts, narrowFacts } from "../stats/match-facts.ts";
import { matchInfo } from "../stats/match-info.ts";
import { buildMatchTables, loadTableNames } from "../stats/match-tables.ts";
import { byId } from "../stats/names.ts";

const ALL_GAMES = -1;

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

export const matchData: JsonHandler<"match_data"> = async (request, { db }) => {
  const matches = await findMatches(db, request.match_ids);
  const first = matches[0];
  if (!first) return EMPTY;
  const ids = matches.map((match) => match.id);
  const [gameIds, all] = await Promise.all([
    db.selectFrom("games").select("id").where("match_id", "in", ids).orderBy("seq").orderBy("id").execute(),
    loadMatchFacts(db, ids),
  ]);
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
  const facts =
    shown === ALL_GAMES
      ? all
      : narrowFacts(all, (row) => row.match_id !== first.id || row.single_match_id === shown);

  const [names, seasons, events] = await Promise.all([
    loadTableNames(db, facts),
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

  const perMatch = matches.map((match) => {
    const matchFacts = narrowFacts(facts, (row) => row.match_id === match.id);
    return { match, facts: matchFacts, tables: buildMatchTables(matchFacts, names, false) };
  });

  return {
    match_info: perMatch.map(({ match, facts: matchFacts, tables }) =>
      matchInfo({
        match,
        seasonName: seasons.get(match.season_id)?.name ?? "",
        eventName: events.get(match.event_id)?.name ?? "",
        games: games.filter((game) => game.match_id === match.id),
        shown: match.id === first.id ? shown : ALL_GAMES,
        facts: matchFacts,
        teams: tables.teams,
      }),
    ),
    team_stats: perMatch.map(({ match, tables }) => ({ match_id: match.id, ...tables })),
    // The overall view exists only with several matches (docs/spec.md section 4): one match answers no copy of itself.
    ...(perMatch.length > 1
      ? {
          total_stats: buildMatchTables(facts, names, false),
          average_stats: buildMatchTables(facts, names, true),
        }
      : { total_stats: EMPTY.total_stats, average_stats: EMPTY.average_stats }),
    grenade_stats: perMatch.map(({ match, tables }) => ({
      match_id: match.id,
      players: tables.players.map(itemRow),
    })),
  };
};
