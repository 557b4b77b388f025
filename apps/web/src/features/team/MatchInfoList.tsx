/** A team's Match Info List: the matches it played in an event, each opening the team's match screen. */
import { useLoaded } from "../../api/query.ts";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import { MATCH_ROWS } from "../../blocks/drilldown/list-kinds.ts";
import { matchesOfTeam } from "./team-lists.ts";
import { LEVEL_ROUTES, teamQuery } from "./team-path.ts";
import "./team.css";

interface MatchInfoListProps {
  readonly teamId: number;
  readonly eventId: number;
  /** Only these matches (the teamMatch address); empty for all. */
  readonly matchList: readonly number[];
}

export function MatchInfoList({ teamId, eventId, matchList }: MatchInfoListProps) {
  const matches = useLoaded(matchesOfTeam(teamId, eventId, matchList));
  return (
    <DrillList
      of={MATCH_ROWS}
      list={matches}
      open={(row) => ({
        to: LEVEL_ROUTES.match,
        query: teamQuery({ teamId, seasonId: row.season_id, eventId: row.event_id, matchId: row.match_id }),
      })}
      className="team-match-list"
    />
  );
}
