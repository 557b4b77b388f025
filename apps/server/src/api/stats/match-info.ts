/** The info panel of one match in match_data: its names, mode and form, team and player counts, games and results. */
import type { MatchTeamRow, matchInfoSchema } from "@match-stats/contract";
import { rankTeams } from "@match-stats/stats";
import type { Selectable } from "kysely";
import type { z } from "zod";
import type { MatchesTable } from "../../db/schema.ts";
import type { GameRow } from "../lists/game-rows.ts";
import type { MatchFacts } from "./match-facts.ts";

export type MatchInfo = z.infer<typeof matchInfoSchema>;

const countDistinct = <T>(values: readonly T[]): number => new Set(values).size;

export interface MatchInfoInput {
  readonly match: Selectable<MatchesTable>;
  readonly seasonName: string;
  readonly eventName: string;
  /** Every game of the match, in order. */
  readonly games: readonly GameRow[];
  /** The game shown, or -1 for all. */
  readonly shown: number;
  /** The facts of the games shown. */
  readonly facts: MatchFacts;
  /** The match's team table over the games shown. */
  readonly teams: readonly MatchTeamRow[];
}

/** Counts and results cover the games shown; `games` lists every game so the client can switch. */
export function matchInfo(input: MatchInfoInput): MatchInfo {
  const { match, games, shown, facts } = input;
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
    number_of_team: countDistinct(facts.teams.map((row) => row.team_id)),
    number_of_player: countDistinct(facts.players.map((row) => row.teamplayer_id)),
    start_time: match.start_time,
    end_time: match.end_time,
    single_match_id: shown,
    games: [...games],
    // In the team table's order: both are ranked by rankTeams.
    match_results: rankTeams(facts.teams, facts.gamesInOrder).map((standing) => ({
      team_id: standing.team_id,
      team_name: input.teams.find((team) => team.team_id === standing.team_id)?.team_name ?? "",
      score: standing.score,
    })),
  };
}
