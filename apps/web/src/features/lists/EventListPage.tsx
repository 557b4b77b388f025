/** Events found by a search; View opens the event page. */
import { EVENT_LIST } from "@match-stats/stats";
import { ListScreen } from "./ListScreen.tsx";

export function EventListPage() {
  return (
    <ListScreen
      table={EVENT_LIST}
      field="event"
      rowKey={(row) => String(row.event_id)}
      view={(row) => ({ to: "eventMatch", query: { event_id: row.event_id }, name: row.event_name })}
    />
  );
}
