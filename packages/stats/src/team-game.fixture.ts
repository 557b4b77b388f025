/**
 * A team's result in a game for the tests: what a case does not set is zero, in battle royale, placed first,
 * in match 1.
 */
import type { TeamGame } from "./ranking.ts";

export const teamGame = (
  row: Partial<TeamGame> & Pick<TeamGame, "single_match_id" | "team_id">,
): TeamGame => ({
  match_id: 1,
  mode: 1,
  rank: 1,
  survival_score: 0,
  total_score: 0,
  booyah: 0,
  kills: 0,
  rounds_won: 0,
  rounds_lost: 0,
  ...row,
});
