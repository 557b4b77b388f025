/** Who played for a team in a season, an event or a match (teammate_list), with a reload for refresh. */
import type { CallRequestInput } from "@match-stats/contract";
import { teammateList } from "../../api/calls/teammate-list.ts";
import { useCall } from "../../api/use-call.ts";

export const useTeammates = (fields: CallRequestInput<"teammate_list">) =>
  useCall(
    (fresh) => teammateList(fields, { fresh }).then((answer) => answer.team_player_list),
    JSON.stringify(fields),
  );
