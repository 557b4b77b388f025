/** skill: skill picks by kind over some games, optionally one team's or one team-player's, and the mode. */

import { breakdownScope, inBreakdown } from "../../queries/stats/breakdown.ts";
import { findMatches, loadFacts } from "../../queries/stats/match-facts.ts";
import { byId } from "../../queries/stats/names.ts";
import { skillLists, skillSums } from "../../queries/stats/skill-stats.ts";
import type { JsonHandler } from "../handler.ts";

/** The mode when none of the matches exists (docs/spec.md section 3: -1 means missing). */
const NO_MODE = -1;

export const skill: JsonHandler<"skill"> = async (request, { db }) => {
  const keep = inBreakdown(request);
  const matches = await findMatches(db, request.match_ids);
  const ids = matches.map((match) => match.id);
  const [players, picks] = await Promise.all([
    loadFacts(db, "player_results", ids),
    loadFacts(db, "skill_picks", ids),
  ]);
  const sums = skillSums(picks.filter(keep));
  const skills = await byId(
    db,
    "skills",
    sums.map((row) => row.skill_id),
  );
  const lists = skillLists(sums, skills, breakdownScope(players.filter(keep)).appearances);
  return {
    active_skills: lists.active,
    passive_skills: lists.passive,
    pet_skills: lists.pet,
    loadout_skills: lists.loadout,
    // The client shows only the Active tab outside battle royale; the first match decides.
    mode: matches[0]?.mode ?? NO_MODE,
  };
};
