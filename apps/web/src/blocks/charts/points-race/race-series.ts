/**
 * The points race answer as chart series: each team's running total after each game, the leaders of each
 * game marked, and the facts the text summary states (who leads, by how much, how often the lead changed).
 */
import type { PointsRace } from "@match-stats/contract";

export interface RaceSeries {
  /** Each game's number in the race, from 1, for its axis label. */
  readonly ticks: readonly number[];
  readonly lines: readonly {
    id: string;
    label: string;
    values: readonly number[];
    /** The games it played: a point each; between them its line carries its total on. */
    points: readonly boolean[];
  }[];
  /** Whether the line at `series` leads after game `x`. */
  readonly isLeader: (series: number, x: number) => boolean;
  readonly summary: RaceSummary | null;
}

export interface RaceSummary {
  readonly games: number;
  /** The teams level at the top after the last game. */
  readonly leaders: readonly string[];
  readonly total: number;
  /** The best of the rest, if any. */
  readonly next: { readonly name: string; readonly total: number } | null;
  /** How many games changed who leads. */
  readonly leadChanges: number;
}

export function raceSeries(race: PointsRace): RaceSeries {
  const lines = race.lines.map((line) => ({
    id: String(line.team_id),
    label: line.team_name,
    values: line.running,
    points: line.scores.map((score) => score !== null),
  }));
  const leaderSets = race.leaders.map((ids) => new Set(ids));
  return {
    ticks: race.games.map((_game, index) => index + 1),
    lines,
    isLeader: (series, x) => {
      const teamId = race.lines[series]?.team_id;
      return teamId !== undefined && (leaderSets[x]?.has(teamId) ?? false);
    },
    summary: summarise(race),
  };
}

function summarise(race: PointsRace): RaceSummary | null {
  const last = race.games.length - 1;
  if (last < 0 || race.lines.length === 0) return null;
  const totalOf = (line: PointsRace["lines"][number]) => line.running[last] ?? 0;
  const lastLeaders = new Set(race.leaders[last] ?? []);
  const leaders = race.lines.filter((line) => lastLeaders.has(line.team_id));
  const rest = race.lines
    .filter((line) => !lastLeaders.has(line.team_id))
    .sort((a, b) => totalOf(b) - totalOf(a));
  const next = rest[0];
  const key = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(",");
  const leadChanges = race.leaders.filter(
    (ids, index) => index > 0 && key(ids) !== key(race.leaders[index - 1] ?? []),
  ).length;
  return {
    games: race.games.length,
    leaders: leaders.map((line) => line.team_name),
    total: leaders[0] ? totalOf(leaders[0]) : 0,
    next: next ? { name: next.team_name, total: totalOf(next) } : null,
    leadChanges,
  };
}
