/**
 * How teams are ranked (docs/statistics.md, "Ranks"): the one definition behind a match table's
 * `match_rank`, every player row's `team_rank` and the order of a match's results list.
 *
 * - One game: the game's own placement, as ingested.
 * - Several battle-royale games: total score, then booyahs, then kills, then the better placement in the
 *   most recent game both teams played (how tournaments publish their standings).
 * - Several clash-squad or bomb-squad games: games won, then round difference, then kills.
 * The lower team id settles what is still equal, so the order never depends on the order rows arrive in.
 */
import { formatWinLoss } from "./formats.ts";
import { winLoss } from "./formulas.ts";
import { isBattleRoyale } from "./modes.ts";

/** What ranking needs of one team's result in one game. */
export interface TeamGame {
  readonly single_match_id: number;
  readonly team_id: number;
  readonly mode: number;
  /** The team's placement in the game (the ingested `rank`), 1 being the winner. */
  readonly rank: number;
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
  readonly booyah: number;
  readonly kills: number;
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

const recordOf = (team_id: number, rows: readonly TeamGame[], oneGame: boolean): TeamRecord => {
  const clashSquad = rows.filter((row) => !isBattleRoyale(row.mode));
  // A clash-squad team's booyah is 1 in the game it won (docs/ingest-format.md, "Things that are not checked").
  const won = sum(clashSquad, "booyah");
  return {
    team_id,
    placement: oneGame ? (rows[0]?.rank ?? null) : null,
    total_score: sum(rows, "total_score"),
    booyah: sum(rows, "booyah"),
    kills: sum(rows, "kills"),
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
      b.total_score - a.total_score || b.booyah - a.booyah || b.kills - a.kills || common(a, b);
  },
  clash_squad: () => (a, b) =>
    b.games_won - a.games_won ||
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
  return [...Map.groupBy(rows, (row) => row.team_id)]
    .map(([teamId, teamRows]) => recordOf(teamId, teamRows, rule === "placement"))
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
