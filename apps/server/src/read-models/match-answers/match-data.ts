/**
 * match_data's answer built from the tables ingest keeps: everything the match detail screen shows for 1 to
 * 8 matches. Each match's tables are read ready-made (read-models/match-tables/match-tables-ready.ts) and named; only the
 * overall view of several matches is aggregated from their fact rows. Unknown match ids are left out;
 * single_match_id narrows the first match to one game. Ingest keeps a single match's answer whole, built
 * here (read-models/match-answers/match-answers.ts).
 */
import type { CallRequest, CallResponse, ItemRow, MatchPlayerRow } from "@match-stats/contract";
import { ITEM_COUNTER_KEYS } from "@match-stats/stats";
import type { Kysely, Selectable } from "kysely";
import { invalid } from "../../answers/errors.ts";
import type { Database, MatchesTable } from "../../db/schema.ts";
import { type GameRow, gameRows } from "../../queries/lists/game-rows.ts";
import { pickCounters } from "../../queries/stats/combine.ts";
import {
  findMatches,
  loadMatchFacts,
  type MatchFacts,
  narrowFacts,
} from "../../queries/stats/match-facts.ts";
import { matchInfo } from "../../queries/stats/match-info.ts";
import {
  buildMatchTables,
  idsOfFacts,
  idsOfTables,
  loadTableNames,
  type TableNames,
  withNames,
} from "../../queries/stats/match-tables.ts";
import { byId } from "../../queries/stats/names.ts";
import { ALL_GAMES, type ReadyTables, readMatchTables } from "../match-tables/match-tables-ready.ts";

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

/** What naming and framing a match's ready tables takes: the same for one match and for a batch at ingest. */
export interface MatchParts {
  /** Every game of the matches, in play order. */
  readonly games: readonly GameRow[];
  readonly names: TableNames;
  readonly seasons: ReadonlyMap<number, { name: string }>;
  readonly events: ReadonlyMap<number, { name: string }>;
}

/** The matches' games (in play order), and the names of what `ready` shows and of their seasons and events. */
export async function loadMatchParts(
  db: Kysely<Database>,
  matches: readonly Selectable<MatchesTable>[],
  ready: readonly ReadyTables[],
): Promise<MatchParts> {
  const gameIds = await db
    .selectFrom("games")
    .select("id")
    .where(
      "match_id",
      "in",
      matches.map((match) => match.id),
    )
    .orderBy("seq")
    .orderBy("id")
    .execute();
  const [games, names, seasons, events] = await Promise.all([
    gameRows(
      db,
      gameIds.map((game) => game.id),
    ),
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
  return { games, names, seasons, events };
}

/**
 * The answer for `matches`, each shown over the game `shownOf` says (or all its games) by its ready tables
 * (`ready`, in the same order), with the overall view of several matches when given.
 */
export function assembleMatchData(
  matches: readonly Selectable<MatchesTable>[],
  shownOf: (match: { id: number }) => number,
  ready: readonly ReadyTables[],
  parts: MatchParts,
  overall?: Pick<CallResponse<"match_data">, "total_stats" | "average_stats">,
): CallResponse<"match_data"> {
  const { games, names, seasons, events } = parts;
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
    ...(overall ?? { total_stats: EMPTY.total_stats, average_stats: EMPTY.average_stats }),
    grenade_stats: tablesOf.map(({ match, tables }) => ({
      match_id: match.id,
      players: tables.players.map(itemRow),
    })),
  };
}

export async function buildMatchData(
  db: Kysely<Database>,
  request: Pick<CallRequest<"match_data">, "match_ids" | "single_match_id">,
): Promise<CallResponse<"match_data">> {
  const matches = await findMatches(db, request.match_ids);
  const first = matches[0];
  if (!first) return EMPTY;
  const shown = request.single_match_id;
  const shownOf = (match: { id: number }) => (match.id === first.id ? shown : ALL_GAMES);
  if (shown !== ALL_GAMES) {
    const [game] = await db.selectFrom("games").select("match_id").where("id", "=", shown).execute();
    if (game?.match_id !== first.id) throw invalid("single_match_id", `is not a game of match ${first.id}`);
  }
  const ready = await readMatchTables(
    db,
    matches.map((match) => ({ matchId: match.id, game: shownOf(match) })),
  );
  // The overall view exists only with several matches (docs/spec.md section 4): one match answers no copy of itself.
  const overall =
    matches.length > 1
      ? await overallTables(
          db,
          narrowFacts(
            await loadMatchFacts(
              db,
              matches.map((match) => match.id),
            ),
            (row) => row.match_id !== first.id || shown === ALL_GAMES || row.single_match_id === shown,
          ),
        )
      : undefined;
  return assembleMatchData(matches, shownOf, ready, await loadMatchParts(db, matches, ready), overall);
}
