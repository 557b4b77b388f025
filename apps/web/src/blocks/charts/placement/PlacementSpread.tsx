/**
 * Placement spread (docs/statistics.md, "Placement spread"): how often a team finished in each place over
 * the games of an event, a bar per place from first to last, with its average placement.
 */
import type { PlacementSpread as Spread } from "@match-stats/contract";
import { formatNumber, PLACEMENT_COUNTS } from "@match-stats/stats";
import { placementSpreadQuery } from "../../../api/calls/placement-spread.ts";
import { useLoaded } from "../../../api/query.ts";
import { useT } from "../../../i18n/i18n.ts";
import { BarChart } from "../BarChart.tsx";
import { ChartFrame } from "../ChartFrame.tsx";
import { spreadBars } from "./spread-bars.ts";

export function PlacementSpread({ teamId, eventId }: { teamId: number; eventId: number }) {
  const answer = useLoaded(placementSpreadQuery({ team_id: teamId, event_id: eventId }));
  return answer.data && answer.data.games.length > 0 ? <SpreadChart spread={answer.data} /> : null;
}

function SpreadChart({ spread }: { spread: Spread }) {
  const { t } = useT();
  const { bars, summary } = spreadBars(spread);
  const title = t("spread.title");
  return (
    <ChartFrame
      title={title}
      summary={t("spread.summary", {
        games: summary.games,
        average: formatNumber(summary.average),
        best: summary.best,
        bestCount: summary.bestCount,
        usual: summary.usual,
      })}
      table={{ table: PLACEMENT_COUNTS, rows: spread.counts }}
      rowKey={(row) => String(row.placement)}
    >
      {({ svgRef }) => (
        <BarChart
          svgRef={svgRef}
          label={t("spread.label", { games: summary.games })}
          bars={bars}
          orientation="vertical"
          format={formatNumber}
          valueLabel={t("spread.axis.games")}
          categoryLabel={t("spread.axis.placement")}
        />
      )}
    </ChartFrame>
  );
}
