/** The info panel of one match in match_data: its names, mode and form, team and player counts, games and results. */
import type { matchInfoSchema } from "@match-stats/contract";
import type { Selectable } from "kysely";
import type { z } from "zod";
import type { MatchesTable } from "../../db/schema.ts";
import type { GameRow } from "../lists/game-rows.ts";
import type { MatchTables } from "./match-tables.ts";

export type MatchInfo = z.infer<typeof matchInfoSchema>;

export interface MatchInfoInput {
  readonly match: Selectable<MatchesTable>;
  readonly seasonName: string;
  readonly eventName: string;
  /** Every game of the match, in order. */
  readonly games: readonly GameRow[];
  /** The game shown, or -1 for all. */
  readonly shown: number;
  /** The match's tables over the games shown: a row per team and per team-player that played. */
  readonly tables: MatchTables;
  /** Each team's score, in the order of the team table (match-tables.ts teamScores). */
  readonly scores: readonly number[];
}

/**
 * Counts, results and the start and end times cover the games shown (one game's own times, not its match's);
 * `games` lists every game so the client can switch.
 */
export function matchInfo(input: MatchInfoInput): MatchInfo {
  const { match, games, shown, tables } = input;
  const firstShown = games.find((game) => shown === -1 || game.single_match_id === shown);
  return {
    match_id: match.id,
    match_name: match.name,
    season_id: match.season_id,
    season_name: input.seasonName,
    event_id: match.event_id,
    event_name: input.eventName,
    mode: match.mode,
    form: firstShown?.form ?? -1,
    number_of_team: tables.teams.length,
    number_of_player: tables.players.length,
    start_time: shown === -1 ? match.start_time : (firstShown?.start_time ?? match.start_time),
    end_time: shown === -1 ? match.end_time : (firstShown?.end_time ?? match.end_time),
    single_match_id: shown,
    games: [...games],
    match_results: tables.teams.map((team, place) => ({
      team_id: team.team_id,
      team_name: team.team_name,
      score: input.scores[place] ?? 0,
    })),
  };
}
