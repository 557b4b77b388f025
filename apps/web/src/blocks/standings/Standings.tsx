/**
 * Standings (docs/statistics.md, "Standings"): an event's, above its Data Info, or each event's of a season.
 * Each team's name opens the team in that event; the table sorts by its headers (the sort is in the address)
 * and downloads as CSV with the column chooser.
 */
import type { CallRequestInput, EventStandings } from "@match-stats/contract";
import { type Column, standingsTable, standingTableRow, visibleColumns } from "@match-stats/stats";
import { standingsQuery } from "../../api/calls/standings.ts";
import { useLoaded } from "../../api/query.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { sortRows } from "../../ui/sort-rows.ts";
import { DownloadButton } from "../downloads/DownloadButton.tsx";
import { useStandingsSort } from "./standings-sort.ts";

interface StandingsProps {
  readonly scope: CallRequestInput<"standings">;
  /** Name each table after its event (a season's page has one per event). */
  readonly named?: boolean;
}

export function Standings({ scope, named = false }: StandingsProps) {
  const answer = useLoaded(standingsQuery(scope));
  return (
    <>
      {(answer.data?.events ?? []).map((event) => (
        <EventStandingsPanel key={event.event_id} event={event} named={named} seasonId={scope.season_id} />
      ))}
    </>
  );
}

interface PanelProps {
  readonly event: EventStandings;
  readonly named: boolean;
  readonly seasonId: number | undefined;
}

function EventStandingsPanel({ event, named, seasonId }: PanelProps) {
  const { label } = useT();
  const [sort, setSort] = useStandingsSort(event.event_id);
  const table = standingsTable(event.standings[0]?.game_points.length ?? 0);
  const context = { mode: event.mode };
  const rows = sortRows(event.standings.map(standingTableRow), sort, table.columns);
  const title = named ? `${label(table.title)}: ${event.event_name}` : label(table.title);

  const renderCell = (column: Column, row: (typeof rows)[number]) => {
    if (column.key !== "team_name") return undefined;
    return (
      <RouteLink
        to="teamEventDetail"
        query={{ team_id: row.team_id, event_id: event.event_id, season_id: seasonId }}
      >
        {row.team_name}
      </RouteLink>
    );
  };

  return (
    <Panel
      title={title}
      actions={<DownloadButton source={{ table, rows, context }} disabled={rows.length === 0} />}
    >
      <DataTable
        label={title}
        columns={visibleColumns(table, context)}
        rows={rows}
        rowKey={(row) => String(row.team_id)}
        sort={sort}
        onSort={setSort}
        renderCell={renderCell}
        hideEmptyColumns
      />
    </Panel>
  );
}
