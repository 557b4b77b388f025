/**
 * Two teams against each other (docs/statistics.md "Head-to-head"), in two steps. Ingest tallies every pair of
 * teams that shared a game of a match from their rows in those games (`matchTallies`), and the call reads
 * the two teams' tallies match by match (`meetings`). Battle royale: a game counts for the team that placed
 * better (lower rank), and each team's points are its total score in those games. Clash squad and bomb squad:
 * a game is won by the team with the booyah; a match (series) by the team that won more of its games, and a
 * series both won as many games of is a draw (`seriesResult`, as the standings count it).
 */
import { isBattleRoyale } from "./modes.ts";
import { seriesResult } from "./ranking.ts";

/** One team's row in one game. */
export interface SideGame {
  readonly single_match_id: number;
  readonly match_id: number;
  readonly team_id: number;
  readonly rank: number;
  readonly total_score: number;
  readonly booyah: number;
}

/** Two teams' results in the games of one match that both played. */
export interface Tally {
  readonly games: number;
  readonly a_points: number;
  readonly b_points: number;
  readonly a_booyahs: number;
  readonly b_booyahs: number;
  /** Games team a placed above team b, and the other way round (equal ranks count for neither). */
  readonly a_above: number;
  readonly b_above: number;
}

/** A tally as ingest keeps it: team a is the lower id of the two. */
export interface PairTally extends Tally {
  readonly team_a: number;
  readonly team_b: number;
  readonly match_id: number;
}

/** Every pair of teams that shared a game, per match, with their tally: team a the lower id. */
export function matchTallies(rows: readonly SideGame[]): PairTally[] {
  const tallies = new Map<string, { -readonly [K in keyof PairTally]: number }>();
  for (const game of Map.groupBy(rows, (row) => row.single_match_id).values()) {
    const teams = [...game].sort((x, y) => x.team_id - y.team_id);
    for (const [i, x] of teams.entries()) {
      for (const y of teams.slice(i + 1)) {
        const key = `${x.match_id} ${x.team_id} ${y.team_id}`;
        let tally = tallies.get(key);
        if (!tally) {
          tally = {
            team_a: x.team_id,
            team_b: y.team_id,
            match_id: x.match_id,
            games: 0,
            a_points: 0,
            b_points: 0,
            a_booyahs: 0,
            b_booyahs: 0,
            a_above: 0,
            b_above: 0,
          };
          tallies.set(key, tally);
        }
        tally.games++;
        tally.a_points += x.total_score;
        tally.b_points += y.total_score;
        tally.a_booyahs += x.booyah;
        tally.b_booyahs += y.booyah;
        if (x.rank < y.rank) tally.a_above++;
        if (y.rank < x.rank) tally.b_above++;
      }
    }
  }
  return [...tallies.values()];
}

/** A tally seen from the other team: a and b swapped. */
export const swapSides = <T extends Tally>(tally: T): T => ({
  ...tally,
  a_points: tally.b_points,
  b_points: tally.a_points,
  a_booyahs: tally.b_booyahs,
  b_booyahs: tally.a_booyahs,
  a_above: tally.b_above,
  b_above: tally.a_above,
});

/** One match's tally of the two teams, with the match's mode. */
export interface MatchTally extends Tally {
  readonly match_id: number;
  readonly mode: number;
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
    draws: number;
    a_games: number;
    b_games: number;
  };
}

/** The two teams' meetings from their tallies, in the tallies' order; a match without a common game is left out. */
export function meetings(tallies: readonly MatchTally[]): Meetings {
  const result: Meetings = {
    matches: [],
    battle_royale: { games: 0, a_above: 0, b_above: 0, a_points: 0, b_points: 0 },
    clash_squad: { matches: 0, a_series: 0, b_series: 0, draws: 0, a_games: 0, b_games: 0 },
  };
  for (const tally of tallies) {
    if (tally.games === 0) continue;
    const { match_id, mode, games } = tally;
    if (isBattleRoyale(mode)) {
      const br = result.battle_royale;
      br.games += games;
      br.a_above += tally.a_above;
      br.b_above += tally.b_above;
      br.a_points += tally.a_points;
      br.b_points += tally.b_points;
      result.matches.push({
        match_id,
        mode,
        games,
        a_score: tally.a_points,
        b_score: tally.b_points,
        a_above: tally.a_above,
        b_above: tally.b_above,
      });
    } else {
      const cs = result.clash_squad;
      cs.matches++;
      cs.a_games += tally.a_booyahs;
      cs.b_games += tally.b_booyahs;
      const series = seriesResult(tally.a_booyahs, tally.b_booyahs);
      if (series === "won") cs.a_series++;
      else if (series === "lost") cs.b_series++;
      else cs.draws++;
      result.matches.push({
        match_id,
        mode,
        games,
        a_score: tally.a_booyahs,
        b_score: tally.b_booyahs,
        a_above: null,
        b_above: null,
      });
    }
  }
  return result;
}
