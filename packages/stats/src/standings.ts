/**
 * An event's standings (docs/statistics.md, "Standings"): each team's record over every game of the event,
 * in the order of `rankTeams`, the one ranking of the site. Built at ingest and stored; the API reads them.
 */
import { formatWinDrawLoss, formatWinLoss } from "./formats.ts";
import { average } from "./formulas.ts";
import { isBattleRoyale } from "./modes.ts";
import { rankTeams, type SeriesResult, seriesResults, type TeamGame } from "./ranking.ts";

/** Events with this many games or fewer show each game's points in a column of its own. */
export const MAX_GAME_COLUMNS = 12;

/** One team's line of an event's standings, as stored. */
export interface StandingRecord {
  readonly team_id: number;
  readonly rank: number;
  readonly games: number;
  readonly booyah: number;
  readonly survival_score: number;
  readonly kills: number;
  readonly total_score: number;
  /** The sum of the team's placements, over `games`: the average placement. */
  readonly placement_sum: number;
  /** Clash-squad matches (series) won, drawn and lost (`seriesResult`); 0 in battle royale. */
  readonly matches_won: number;
  readonly matches_drawn: number;
  readonly matches_lost: number;
  readonly rounds_won: number;
  readonly rounds_lost: number;
  /** Points in each game of the event, oldest first (null: not played); empty past MAX_GAME_COLUMNS games. */
  readonly game_points: readonly (number | null)[];
}

const sum = (rows: readonly TeamGame[], key: "survival_score" | "kills" | "booyah" | "rank") =>
  rows.reduce((total, row) => total + row[key], 0);

/** Every team's standing in an event; `gamesInOrder` lists the event's games oldest first. */
export function eventStandings(rows: readonly TeamGame[], gamesInOrder: readonly number[]): StandingRecord[] {
  const series = seriesResults(rows);
  const byTeam = Map.groupBy(rows, (row) => row.team_id);
  const perGame = gamesInOrder.length <= MAX_GAME_COLUMNS;
  return rankTeams(rows, gamesInOrder).map(({ team_id, rank }) => {
    const own = byTeam.get(team_id) ?? [];
    const points = new Map(own.map((row) => [row.single_match_id, row.total_score]));
    const results = series.get(team_id) ?? [];
    const count = (result: SeriesResult) => results.filter((r) => r === result).length;
    return {
      team_id,
      rank,
      games: own.length,
      booyah: sum(own, "booyah"),
      survival_score: sum(own, "survival_score"),
      kills: sum(own, "kills"),
      total_score: own.reduce((total, row) => total + row.total_score, 0),
      placement_sum: sum(own, "rank"),
      matches_won: count("won"),
      matches_drawn: count("drawn"),
      matches_lost: count("lost"),
      rounds_won: own.reduce((total, row) => total + row.rounds_won, 0),
      rounds_lost: own.reduce((total, row) => total + row.rounds_lost, 0),
      game_points: perGame ? gamesInOrder.map((game) => points.get(game) ?? null) : [],
    };
  });
}

/** A standing as the API answers it: battle-royale columns null in clash squad, and the other way round. */
export interface StandingRow {
  readonly rank: number;
  readonly team_id: number;
  readonly games: number;
  readonly booyah: number | null;
  readonly placement_points: number | null;
  readonly kills: number;
  readonly kill_points: number | null;
  readonly total_score: number | null;
  readonly avg_placement: number | null;
  readonly matches_w_d_l: string | null;
  readonly games_w_l: string | null;
  readonly round_diff: number | null;
  readonly game_points: (number | null)[];
}

/** The row a stored standing answers in an event of `mode`. */
export function standingRow(mode: number, record: StandingRecord): Omit<StandingRow, "team_id"> {
  const battleRoyale = isBattleRoyale(mode);
  const br = <T>(value: T): T | null => (battleRoyale ? value : null);
  const cs = <T>(value: T): T | null => (battleRoyale ? null : value);
  return {
    rank: record.rank,
    games: record.games,
    booyah: br(record.booyah),
    placement_points: br(record.survival_score),
    kills: record.kills,
    // Kill points are what the total holds beyond placement points (docs/ingest-format.md, total_score).
    kill_points: br(record.total_score - record.survival_score),
    total_score: br(record.total_score),
    avg_placement: br(average(record.placement_sum, record.games)),
    matches_w_d_l: cs(formatWinDrawLoss(record.matches_won, record.matches_drawn, record.matches_lost)),
    // A clash-squad game won is the team's booyah in it.
    games_w_l: cs(formatWinLoss(record.booyah, record.games - record.booyah)),
    round_diff: cs(record.rounds_won - record.rounds_lost),
    game_points: battleRoyale ? [...record.game_points] : [],
  };
}
