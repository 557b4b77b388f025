/**
 * One clash-squad game (modes 15 and 27): two line-ups of four play rounds until one side has won four.
 * Every round the losers are mostly wiped out and the winners lose a player or two, so K/D stays near 1.
 */
import type { Game, TeamResult } from "../ingest/format.ts";
import { type GameSlot, type GameTeam, gameOf } from "./battle-royale.ts";
import { buildPlayerResult, newTally, type Tally } from "./player-result.ts";
import type { Random } from "./random.ts";

export const ROUNDS_TO_WIN = 4;
/** Seconds between rounds, for buying and moving back to spawn. */
const BUY_PHASE = 15;

/**
 * `winner` is the index (0 or 1) of the team that takes the game; a series decides it beforehand so the
 * games add up to the series score.
 */
export const simulateClashSquad = (
  rng: Random,
  slot: GameSlot,
  teams: readonly [GameTeam, GameTeam],
  winner: 0 | 1,
): Game => {
  const loser = winner === 0 ? 1 : 0;
  const gap = Math.log(teams[winner].strength / teams[loser].strength);
  // Lopsided games end 4-0 or 4-1 more often.
  const loserRounds = rng.weightedIndex([0.2 + Math.max(0, gap) * 0.3, 0.3, 0.3, 0.2]);
  const rounds = ROUNDS_TO_WIN + loserRounds;
  // The winner takes the last round; the loser's wins fall anywhere before it.
  const lostAt = new Set(rng.sample([...Array(rounds - 1).keys()], loserRounds));

  const tallies = teams.map((team) => team.lineup.map(newTally)) as [Tally[], Tally[]];
  let length = 0;
  for (let round = 0; round < rounds; round++) {
    const roundWinner = lostAt.has(round) ? loser : winner;
    const roundLoser = roundWinner === 0 ? 1 : 0;
    const duration = rng.int(40, 115);
    length += duration + BUY_PHASE;
    // Bomb squad rounds can also end on the bomb, with survivors on the losing side.
    const wiped = slot.mode === 27 ? rng.chance(0.7) : rng.chance(0.9);
    const lostPlayers = wiped ? 4 : rng.int(1, 3);
    const fallenWinners = Math.min(3, rng.binomial(4, 0.28));
    for (const [side, count] of [
      [roundLoser, lostPlayers],
      [roundWinner, fallenWinners],
    ] as const) {
      const sideTallies = tallies[side];
      const enemies = tallies[side === 0 ? 1 : 0];
      const enemyWeights = teams[side === 0 ? 1 : 0].lineup.map((e) => e.player.skill ** 1.5);
      const victims = new Set(rng.sample([0, 1, 2, 3], count));
      for (const [m, tally] of sideTallies.entries()) {
        if (!victims.has(m)) {
          tally.survivalTime += duration;
          continue;
        }
        tally.death++;
        tally.survivalTime += Math.round(duration * rng.uniform(0.15, 1));
        if (rng.chance(0.03)) continue;
        const killer = rng.weightedIndex(enemyWeights);
        const k = enemies[killer] as Tally;
        k.kills++;
        k.knockDown++;
        if (rng.chance(0.4)) {
          const helper = (killer + rng.int(1, 3)) % 4;
          (enemies[helper] as Tally).assists++;
        }
      }
      // A teammate picked up off the floor now and then.
      if (rng.chance(0.15)) {
        const [reviver, revived] = rng.sample([0, 1, 2, 3], 2) as [number, number];
        const r = sideTallies[reviver] as Tally;
        r.reviveTeammateTimes++;
        r.revivedMates |= 1 << revived;
        (sideTallies[revived] as Tally).revivedTimes++;
        (rng.pick(enemies) as Tally).knockDown++;
      }
    }
  }

  const ctx = { battleRoyale: false, gameLength: length, rounds };
  const teamResults: TeamResult[] = [];
  const players: Game["players"] = [];
  for (const side of [winner, loser] as const) {
    const won = side === winner ? ROUNDS_TO_WIN : loserRounds;
    const lost = side === winner ? loserRounds : ROUNDS_TO_WIN;
    teamResults.push({
      team_id: teams[side].teamId,
      rank: side === winner ? 1 : 2,
      // Clash squad scores no points (docs/ingest-format.md): the site scores a team by its games won.
      survival_score: 0,
      total_score: 0,
      booyah: side === winner ? 1 : 0,
      rounds_won: won,
      rounds_lost: lost,
      pos_change: 0,
    });
    for (const [m, entry] of teams[side].lineup.entries()) {
      players.push(buildPlayerResult(rng, entry, tallies[side][m] as Tally, ctx));
    }
  }

  return gameOf(slot, length, teamResults, players);
};
