/**
 * The points race (docs/statistics.md, "Points race"): each team's running total after each game of an
 * event or of the matches shown, one line per team with its leader of each game marked; clash squad counts
 * games won. Shown once there are two games to race over.
 */
import type { CallRequestInput, PointsRace as Race } from "@match-stats/contract";
import { formatNumber, POINTS_RACE, pointsRaceRows } from "@match-stats/stats";
import { pointsRaceQuery } from "../../../api/calls/points-race.ts";
import { useLoaded } from "../../../api/query.ts";
import { formatDay, useT } from "../../../i18n/i18n.ts";
import { ChartFrame } from "../ChartFrame.tsx";
import { LineChart } from "../LineChart.tsx";
import { seriesLook } from "../palette.ts";
import { type RaceSummary, raceSeries } from "./race-series.ts";

export function PointsRace({ scope }: { scope: CallRequestInput<"points_race"> }) {
  const answer = useLoaded(pointsRaceQuery(scope));
  const race = answer.data;
  return race && race.games.length >= 2 ? <RaceChart race={race} /> : null;
}

function RaceChart({ race }: { race: Race }) {
  const { t, label } = useT();
  const series = raceSeries(race);
  const title = t(race.scoring === "games_won" ? "race.titleGames" : "race.title");
  const unit = (total: number): string =>
    race.scoring === "points"
      ? t("race.points", { count: formatNumber(total) })
      : race.scoring === "games_won"
        ? t("race.gamesWon", { count: formatNumber(total) })
        : formatNumber(total);
  const gameTitle = (x: number): string => {
    const game = race.games[x];
    return game
      ? t("race.game", { match: game.match_name, seq: game.seq, date: formatDay(game.start_time) })
      : "";
  };
  return (
    <ChartFrame
      title={title}
      summary={summaryText(series.summary, unit, t)}
      legend={series.lines.map((line, index) => ({ label: line.label, look: seriesLook(index) }))}
      table={{ table: POINTS_RACE, rows: pointsRaceRows(race) }}
      rowKey={(row) => `${row.single_match_id}-${row.team_id}`}
    >
      {({ svgRef, emphasis }) => (
        <LineChart
          svgRef={svgRef}
          label={t("race.label", { name: title, teams: race.lines.length, games: race.games.length })}
          xTicks={series.ticks.map((n) => t("race.tick", { n }))}
          xTitle={gameTitle}
          xAxisLabel={t("race.axis.game")}
          yAxisLabel={t(
            race.scoring === "points"
              ? "race.axis.points"
              : race.scoring === "games_won"
                ? "race.axis.gamesWon"
                : "race.axis.score",
          )}
          series={series.lines}
          format={formatNumber}
          marked={series.isLeader}
          markLabel={label("Leader")}
          emphasis={emphasis}
        />
      )}
    </ChartFrame>
  );
}

function summaryText(
  summary: RaceSummary | null,
  unit: (total: number) => string,
  t: ReturnType<typeof useT>["t"],
): string {
  if (!summary) return "";
  const total = unit(summary.total);
  const lead =
    summary.leaders.length === 1
      ? t("race.summary.leads", { games: summary.games, leader: summary.leaders[0] ?? "", total })
      : t("race.summary.level", { games: summary.games, leaders: summary.leaders.join(", "), total });
  const next = summary.next
    ? t("race.summary.next", { name: summary.next.name, total: unit(summary.next.total) })
    : "";
  const changes =
    summary.leadChanges === 0
      ? t("race.summary.changes.none")
      : summary.leadChanges === 1
        ? t("race.summary.changes.one")
        : t("race.summary.changes.many", { count: summary.leadChanges });
  return [lead, next, changes].filter(Boolean).join(" ");
}
