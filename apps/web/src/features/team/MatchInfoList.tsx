/** A team's Match Info List: the matches it played in an event, each opening the team's match screen. */
import { MATCH_INFO_LIST } from "@match-stats/stats";
import { useCall } from "../../api/use-call.ts";
import { DrillDownList } from "./DrillDownList.tsx";
import { matchesOfTeam } from "./team-lists.ts";
import { LEVEL_ROUTES, teamQuery } from "./team-path.ts";

interface MatchInfoListProps {
  readonly teamId: number;
  readonly eventId: number;
  /** Only these matches (the teamMatch address); empty for all. */
  readonly matchList: readonly number[];
}

export function MatchInfoList({ teamId, eventId, matchList }: MatchInfoListProps) {
  const matches = useCall(
    (fresh) => matchesOfTeam(teamId, eventId, matchList, fresh),
    `team-matches:${teamId}:${eventId}:${matchList.join(",")}`,
  );
  return (
    <DrillDownList
      table={MATCH_INFO_LIST}
      rows={matches.data}
      loading={matches.loading}
      reload={matches.reload}
      rowKey={(row) => String(row.match_id)}
      view={(row) => ({
        to: LEVEL_ROUTES.match,
        query: teamQuery({ teamId, seasonId: row.season_id, eventId: row.event_id, matchId: row.match_id }),
        name: row.match_name,
      })}
      className="team-match-list"
    />
  );
}
