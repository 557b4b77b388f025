/**
 * Two teams against each other (docs/statistics.md "Head-to-head"), from their rows in the games both
 * played. Battle royale: a game counts for the team that placed better (lower rank), and each team's
 * points are its total score in those games. Clash squad and bomb squad: a game is won by the team with
 * the booyah; a match (series) by the team that won more of its games, and a drawn series counts for
 * neither.
 */
import { isBattleRoyale } from "./modes.ts";

/** One team's row in one game. */
export interface SideGame {
  readonly single_match_id: number;
  readonly match_id: number;
  readonly mode: number;
  readonly rank: number;
  readonly total_score: number;
  readonly booyah: number;
}

export interface MatchMeeting {
  readonly match_id: number;
  readonly mode: number;
  readonly games: number;
  /** Points (battle royale) or games won (clash squad). */
  readonly a_score: number;
  readonly b_score: number;
  /** Battle royale: games each placed above the other; null in clash squad. */
  readonly a_above: number | null;
  readonly b_above: number | null;
}

export interface Meetings {
  readonly matches: MatchMeeting[];
  readonly battle_royale: {
    games: number;
    a_above: number;
    b_above: number;
    a_points: number;
    b_points: number;
  };
  readonly clash_squad: {
    matches: number;
    a_series: number;
    b_series: number;
    a_games: number;
    b_games: number;
  };
}

/** Each match both teams played a game of, in the order of `matchIds`. */
export function meetings(
  matchIds: readonly number[],
  a: readonly SideGame[],
  b: readonly SideGame[],
): Meetings {
  const bByGame = new Map(b.map((row) => [row.single_match_id, row]));
  const pairs = new Map<number, [SideGame, SideGame][]>();
  for (const x of a) {
    const y = bByGame.get(x.single_match_id);
    if (!y) continue;
    const list = pairs.get(x.match_id) ?? [];
    list.push([x, y]);
    pairs.set(x.match_id, list);
  }
  const result: Meetings = {
    matches: [],
    battle_royale: { games: 0, a_above: 0, b_above: 0, a_points: 0, b_points: 0 },
    clash_squad: { matches: 0, a_series: 0, b_series: 0, a_games: 0, b_games: 0 },
  };
  for (const matchId of matchIds) {
    const games = pairs.get(matchId);
    if (!games?.[0]) continue;
    const mode = games[0][0].mode;
    if (isBattleRoyale(mode)) {
      const aAbove = games.filter(([x, y]) => x.rank < y.rank).length;
      const bAbove = games.filter(([x, y]) => y.rank < x.rank).length;
      const aPoints = games.reduce((sum, [x]) => sum + x.total_score, 0);
      const bPoints = games.reduce((sum, [, y]) => sum + y.total_score, 0);
      const br = result.battle_royale;
      br.games += games.length;
      br.a_above += aAbove;
      br.b_above += bAbove;
      br.a_points += aPoints;
      br.b_points += bPoints;
      result.matches.push({
        match_id: matchId,
        mode,
        games: games.length,
        a_score: aPoints,
        b_score: bPoints,
        a_above: aAbove,
        b_above: bAbove,
      });
    } else {
      const aGames = games.reduce((sum, [x]) => sum + x.booyah, 0);
      const bGames = games.reduce((sum, [, y]) => sum + y.booyah, 0);
      const cs = result.clash_squad;
      cs.matches++;
      cs.a_games += aGames;
      cs.b_games += bGames;
      if (aGames > bGames) cs.a_series++;
      if (bGames > aGames) cs.b_series++;
      result.matches.push({
        match_id: matchId,
        mode,
        games: games.length,
        a_score: aGames,
        b_score: bGames,
        a_above: null,
        b_above: null,
      });
    }
  }
  return result;
}
