/** Seasons found by a search; View opens the season page. */
import { SEASON_LIST } from "@match-stats/stats";
import { ListScreen } from "./ListScreen.tsx";

export function SeasonListPage() {
  return (
    <ListScreen
      table={SEASON_LIST}
      field="season"
      rowKey={(row) => String(row.season_id)}
      view={(row) => ({ to: "seasonEvent", query: { season_id: row.season_id }, name: row.season_name })}
    />
  );
}
