/**
 * How teams are ranked (docs/statistics.md, "Ranks"): the one definition behind a match table's
 * `match_rank`, every player row's `team_rank` and the order of a match's results list.
 *
 * - One game: the game's own placement, as ingested.
 * - Several battle-royale games: total score, then booyahs, then kill points, then kills, then the better
 *   placement in the most recent game both teams played (how tournaments publish their standings: ties on
 *   the points awarded, which a kill cap or bonus points set apart from the kills).
 * - Several clash-squad or bomb-squad games: series (matches) won, then game difference, then round
 *   difference, then kills (how series play is ranked). A series is won by the team that won more of its
 *   games; a best-of-2 at 1-1 is drawn, whoever took more rounds (`seriesResult`).
 * The lower team id settles what is still equal, so the order never depends on the order rows arrive in.
 */
import { formatWinLoss } from "./formats.ts";
import { winLoss } from "./formulas.ts";
import { isBattleRoyale } from "./modes.ts";

/** What ranking needs of one team's result in one game. */
export interface TeamGame {
  readonly single_match_id: number;
  /** The match (series) the game belongs to. */
  readonly match_id: number;
  readonly team_id: number;
  readonly mode: number;
  /** The team's placement in the game (the ingested `rank`), 1 being the winner. */
  readonly rank: number;
  /** Placement points (battle royale); the rest of the total score is kill points. */
  readonly survival_score: number;
  readonly total_score: number;
  readonly booyah: number;
  readonly kills: number;
  readonly rounds_won: number;
  readonly rounds_lost: number;
}

/** Which rule ranks a set of games. */
export type RankRule = "placement" | "battle_royale" | "clash_squad";

/** One team's place over the games ranked, with the record its rank was decided on. */
export interface Standing {
  readonly team_id: number;
  /** 1 for the first team, without gaps. */
  readonly rank: number;
  /** The team's placement in the game when one game is ranked; null over several games. */
  readonly placement: number | null;
  /** What the results list shows: the total score in battle royale, the games won in clash squad. */
  readonly score: number;
  /** Clash-squad rounds won and lost, "a-b"; null for a team that played only battle royale. */
  readonly w_l: string | null;
  /** Clash-squad games won and lost, "a-b"; null for a team that played only battle royale. */
  readonly games_w_l: string | null;
}

interface TeamRecord {
  readonly team_id: number;
  readonly placement: number | null;
  readonly total_score: number;
  readonly kill_points: number;
  readonly booyah: number;
  readonly kills: number;
  readonly series_won: number;
  readonly games_won: number;
  readonly games_lost: number;
  readonly rounds_won: number;
  readonly rounds_lost: number;
  readonly clash_squad_games: number;
  /** Placement by game id, to settle a tie by the most recent game both teams played. */
  readonly placements: ReadonlyMap<number, number>;
}

const sum = (rows: readonly TeamGame[], key: keyof TeamGame): number =>
  rows.reduce((total, row) => total + row[key], 0);

/** One team's result in a series: won more of its games than every other team, as many as the best, or fewer. */
export type SeriesResult = "won" | "drawn" | "lost";

export const seriesResult = (gamesWon: number, othersBest: number): SeriesResult =>
  gamesWon > othersBest ? "won" : gamesWon === othersBest ? "drawn" : "lost";

/** Each team's result in each clash-squad match of the rows, by team id. */
export const seriesResults = (rows: readonly TeamGame[]): Map<number, SeriesResult[]> => {
  const results = new Map<number, SeriesResult[]>();
  const clashSquad = rows.filter((row) => !isBattleRoyale(row.mode));
  for (const matchRows of Map.groupBy(clashSquad, (row) => row.match_id).values()) {
    const won = new Map<number, number>();
    for (const row of matchRows) won.set(row.team_id, (won.get(row.team_id) ?? 0) + row.booyah);
    for (const [team, games] of won) {
      const othersBest = Math.max(0, ...[...won].filter(([other]) => other !== team).map(([, n]) => n));
      results.set(team, [...(results.get(team) ?? []), seriesResult(games, othersBest)]);
    }
  }
  return results;
};

const recordOf = (
  team_id: number,
  rows: readonly TeamGame[],
  oneGame: boolean,
  series: readonly SeriesResult[],
): TeamRecord => {
  const clashSquad = rows.filter((row) => !isBattleRoyale(row.mode));
  // A clash-squad team's booyah is 1 in the game it won (docs/ingest-format.md, "Things that are not checked").
  const won = sum(clashSquad, "booyah");
  return {
    team_id,
    placement: oneGame ? (rows[0]?.rank ?? null) : null,
    total_score: sum(rows, "total_score"),
    // Kill points are what the total holds beyond placement points (docs/ingest-format.md, total_score).
    kill_points: sum(rows, "total_score") - sum(rows, "survival_score"),
    booyah: sum(rows, "booyah"),
    kills: sum(rows, "kills"),
    series_won: series.filter((result) => result === "won").length,
    games_won: won,
    games_lost: clashSquad.length - won,
    rounds_won: sum(clashSquad, "rounds_won"),
    rounds_lost: sum(clashSquad, "rounds_lost"),
    clash_squad_games: clashSquad.length,
    placements: new Map(rows.map((row) => [row.single_match_id, row.rank])),
  };
};

/** One game ranks by its placement; several by the clash-squad rule when no battle royale is among them. */
export const rankRule = (rows: readonly TeamGame[]): RankRule => {
  if (new Set(rows.map((row) => row.single_match_id)).size === 1) return "placement";
  return rows.every((row) => !isBattleRoyale(row.mode)) ? "clash_squad" : "battle_royale";
};

type Compare = (a: TeamRecord, b: TeamRecord) => number;

/** The better placement in the most recent game both played; 0 when they played none together. */
const lastCommonGame =
  (recency: ReadonlyMap<number, number>): Compare =>
  (a, b) => {
    let latest: number | undefined;
    for (const game of a.placements.keys()) {
      if (!b.placements.has(game)) continue;
      if (latest === undefined || (recency.get(game) ?? -1) > (recency.get(latest) ?? -1)) latest = game;
    }
    return latest === undefined ? 0 : a.placements.get(latest)! - b.placements.get(latest)!;
  };

const RULES: Readonly<{ [R in RankRule]: (recency: ReadonlyMap<number, number>) => Compare }> = {
  placement: () => (a, b) => (a.placement ?? 0) - (b.placement ?? 0),
  battle_royale: (recency) => {
    const common = lastCommonGame(recency);
    return (a, b) =>
      b.total_score - a.total_score ||
      b.booyah - a.booyah ||
      b.kill_points - a.kill_points ||
      b.kills - a.kills ||
      common(a, b);
  },
  clash_squad: () => (a, b) =>
    b.series_won - a.series_won ||
    b.games_won - b.games_lost - (a.games_won - a.games_lost) ||
    b.rounds_won - b.rounds_lost - (a.rounds_won - a.rounds_lost) ||
    b.kills - a.kills,
};

/**
 * The teams of some games in rank order. `gamesInOrder` lists the games' ids oldest first (the most
 * recent game decides the last battle-royale tie-break); a game it does not list counts as the oldest.
 */
export const rankTeams = (rows: readonly TeamGame[], gamesInOrder: readonly number[]): Standing[] => {
  const rule = rankRule(rows);
  const recency = new Map(gamesInOrder.map((game, index) => [game, index]));
  const compare = RULES[rule](recency);
  const series = seriesResults(rows);
  return [...Map.groupBy(rows, (row) => row.team_id)]
    .map(([teamId, teamRows]) => recordOf(teamId, teamRows, rule === "placement", series.get(teamId) ?? []))
    .sort((a, b) => compare(a, b) || a.team_id - b.team_id)
    .map((record, index) => {
      const clashSquad = record.clash_squad_games > 0;
      return {
        team_id: record.team_id,
        rank: index + 1,
        placement: record.placement,
        score: rule === "battle_royale" || !clashSquad ? record.total_score : record.games_won,
        w_l: clashSquad ? winLoss(record) : null,
        games_w_l: clashSquad ? formatWinLoss(record.games_won, record.games_lost) : null,
      };
    });
};
