/** Who played for a team in a season, an event or a match (teammate_list), with a refetch for refresh. */
import type { CallRequestInput } from "@match-stats/contract";
import { teammateListQuery } from "../../api/calls/teammate-list.ts";
import { lookup, useLoaded } from "../../api/query.ts";

export const teammatesOf = (fields: CallRequestInput<"teammate_list">) =>
  lookup(teammateListQuery(fields), (answer) => answer.team_player_list);

export const useTeammates = (fields: CallRequestInput<"teammate_list">) => useLoaded(teammatesOf(fields));
