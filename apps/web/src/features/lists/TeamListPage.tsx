/** Teams found by a search; View opens the team's data. */
import { TEAM_LIST } from "@match-stats/stats";
import { ListScreen } from "./ListScreen.tsx";

export function TeamListPage() {
  return (
    <ListScreen
      table={TEAM_LIST}
      field="team"
      rowKey={(row) => String(row.id)}
      view={(row) => ({ to: "teamData", query: { team_id: row.id }, name: row.name })}
    />
  );
}
