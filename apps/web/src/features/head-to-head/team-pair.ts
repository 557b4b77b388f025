/** The teams of a head-to-head link: one (its opponent is picked next) or two different ones, nothing else. */
import { BadLinkError, readIds } from "../../app/query-ids.ts";

export type TeamPair = readonly [number] | readonly [number, number];

export function readTeamPair(params: URLSearchParams): TeamPair {
  const ids = readIds(params, "team_id");
  const [a, b] = ids;
  if (a === undefined) throw new BadLinkError("team_id", "missing");
  // A third team would be dropped without a word, and a team is not its own opponent.
  if (ids.length > 2) throw new BadLinkError("team_id", "count", ids.join(","));
  if (b === undefined) return [a];
  if (a === b) throw new BadLinkError("team_id", "same", String(a));
  return [a, b];
}
