/** Matches found by a name search; View opens the match detail. */
import { MATCH_LIST } from "@match-stats/stats";
import { ListScreen } from "./ListScreen.tsx";

export function MatchListPage() {
  return (
    <ListScreen
      table={MATCH_LIST}
      field="match"
      rowKey={(row) => String(row.match_id)}
      view={(row) => ({
        to: "matchDetail",
        query: { match_id: [row.match_id], season_id: row.season_id, event_id: row.event_id },
        name: row.match_name,
      })}
    />
  );
}
