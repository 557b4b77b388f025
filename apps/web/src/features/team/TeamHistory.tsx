/**
 * A team's history (docs/statistics.md, "History"): every event it played with the place its standings
 * show, newest first, each opening the team's event screen; its place event by event as a chart; and its
 * roster over time, each record opening the team-player's screen.
 */
import type { HistoryEvent, Stint } from "@match-stats/contract";
import { formatValue, TEAM_HISTORY, TEAM_ROSTER } from "@match-stats/stats";
import { historyQuery } from "../../api/calls/history.ts";
import { useLoaded } from "../../api/query.ts";
import { ChartFrame } from "../../blocks/charts/ChartFrame.tsx";
import { dayTicks } from "../../blocks/charts/day-ticks.ts";
import { LineChart } from "../../blocks/charts/LineChart.tsx";
import { seriesLook } from "../../blocks/charts/palette.ts";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import type { NamedListKind } from "../../blocks/drilldown/list-types.ts";
import { viewCell } from "../../blocks/info/ViewLink.tsx";
import { formatDay, useT } from "../../i18n/i18n.ts";
import { LEVEL_ROUTES, teamQuery } from "./team-path.ts";

const EVENT_ROWS: NamedListKind<HistoryEvent> = {
  table: TEAM_HISTORY,
  key: (row) => String(row.event_id),
  name: (row) => row.event_name,
};

const ROSTER_ROWS: NamedListKind<Stint> = {
  table: TEAM_ROSTER,
  key: (row) => row.teamplayer_id,
  name: (row) => row.player_name,
};

const eventScreen = (teamId: number, row: HistoryEvent) => ({
  to: LEVEL_ROUTES.event,
  query: teamQuery({ teamId, seasonId: row.season_id, eventId: row.event_id }),
});

export function TeamHistory({ teamId }: { teamId: number }) {
  const answer = useLoaded(historyQuery({ field: "team", team_id: teamId }));
  return (
    <>
      <DrillList
        of={EVENT_ROWS}
        list={{ ...answer, data: answer.data?.events }}
        open={(row) => eventScreen(teamId, row)}
      />
      {answer.data && answer.data.events.length >= 2 && (
        <PlaceChart teamId={teamId} events={answer.data.events} />
      )}
      <DrillList
        of={ROSTER_ROWS}
        list={{ ...answer, data: answer.data?.stints }}
        open={(row) => ({
          to: "teamplayerData",
          query: { player_id: row.player_id, teamplayer_id: row.teamplayer_id },
        })}
      />
    </>
  );
}

function PlaceChart({ teamId, events }: { teamId: number; events: readonly HistoryEvent[] }) {
  const { t } = useT();
  // The chart reads left to right, oldest first; the table lists the newest first.
  const oldestFirst = [...events].reverse();
  const places = oldestFirst.map((row) => row.rank);
  const best = Math.min(...places);
  const title = t("history.placeTitle");
  const place = (value: number) => formatValue("integer", value);
  return (
    <ChartFrame
      title={title}
      summary={t("history.placeSummary", {
        events: events.length,
        best: place(best),
        times: places.filter((value) => value === best).length,
        last: place(places.at(-1) ?? best),
      })}
      legend={[{ label: t("history.place"), look: seriesLook(0) }]}
      table={{ table: TEAM_HISTORY, rows: oldestFirst }}
      rowKey={(row) => String(row.event_id)}
      renderCell={viewCell((row: HistoryEvent) => ({ ...eventScreen(teamId, row), name: row.event_name }))}
    >
      {({ svgRef, emphasis }) => (
        <LineChart
          svgRef={svgRef}
          label={t("history.placeLabel", { events: events.length })}
          xTicks={dayTicks(oldestFirst.map((row) => row.start_time))}
          xTitle={(x) => {
            const row = oldestFirst[x];
            return row ? `${row.event_name}, ${formatDay(row.start_time)}` : "";
          }}
          xAxisLabel={t("history.axis.event")}
          yAxisLabel={t("history.place")}
          series={[{ id: "place", label: t("history.place"), values: places }]}
          format={place}
          emphasis={emphasis}
          lowerIsBetter
        />
      )}
    </ChartFrame>
  );
}
