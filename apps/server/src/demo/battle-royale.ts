/**
 * One battle-royale game: teams are eliminated one after another, every death is credited to a player
 * still alive on another team (or to the zone), and placement points follow the usual esports table.
 */
import type { ModeId } from "@match-stats/stats";
import type { Game, TeamResult } from "../ingest/format.ts";
import { buildPlayerResult, newTally, type Tally } from "./player-result.ts";
import type { Random } from "./random.ts";
import type { RosterEntry } from "./world.ts";

/** Placement points by rank (index 0 is rank 1); ranks beyond the table score 0. */
export const PLACEMENT_POINTS = [12, 9, 8, 7, 6, 5, 4, 3, 2, 1];

export interface GameTeam {
  readonly teamId: number;
  readonly strength: number;
  readonly lineup: readonly RosterEntry[];
}

export interface GameSlot {
  readonly id: number;
  readonly mode: ModeId;
  readonly map: string;
  readonly start: number;
}

interface Death {
  readonly team: number;
  readonly member: number;
  readonly time: number;
}

/** The game record of a simulated slot: every demo game is played by squads (form 3). */
export const gameOf = (
  slot: GameSlot,
  length: number,
  teams: TeamResult[],
  players: Game["players"],
): Game => ({
  id: slot.id,
  mode: slot.mode,
  form: 3,
  map: slot.map,
  start_time: slot.start,
  end_time: slot.start + length,
  teams,
  players,
});

/** `killCap`: the most kill points a team scores in the game (null: a point a kill, however many). */
export const simulateBattleRoyale = (
  rng: Random,
  slot: GameSlot,
  teams: readonly GameTeam[],
  killCap: number | null,
): Game => {
  // Stronger teams tend to place better, with plenty of upsets.
  const ranked = teams
    .map((team) => ({ team, key: team.strength * rng.logNormal(0.6) }))
    .sort((a, b) => b.key - a.key)
    .map(({ team }) => team);
  const length = rng.int(1250, 1500);

  // When each team is eliminated (index = rank - 1); the runner-up's elimination ends the game.
  const eliminated = ranked.map(() => length);
  for (let r = 2; r < ranked.length; r++) {
    const x = r / (ranked.length - 1);
    const planned = Math.round(length * (1 - 0.88 * x ** 0.85) * rng.uniform(0.9, 1.05));
    eliminated[r] = Math.max(
      60 + (ranked.length - r) * 5,
      Math.min(planned, (eliminated[r - 1] ?? length) - rng.int(5, 40)),
    );
  }

  const tallies = ranked.map((team) => team.lineup.map(newTally));
  const deaths: Death[] = [];
  for (const [t, team] of ranked.entries()) {
    const end = eliminated[t] ?? length;
    if (t === 0) {
      // The winners may lose some members along the way, never all.
      const members = team.lineup.map((_, m) => m);
      const fallen = rng.sample(
        members,
        Math.min(members.length - 1, rng.weightedIndex([0.3, 0.35, 0.25, 0.1])),
      );
      for (const member of fallen)
        deaths.push({ team: t, member, time: rng.int(Math.round(length * 0.25), length - 10) });
      continue;
    }
    const last = rng.int(0, team.lineup.length - 1);
    for (let member = 0; member < team.lineup.length; member++) {
      const early = member !== last && rng.chance(0.4);
      const time =
        member === last ? end : early ? end - Math.round(rng.uniform(0, 0.7) * end) : end - rng.int(0, 60);
      deaths.push({ team: t, member, time: Math.max(20, time) });
    }
  }
  deaths.sort((a, b) => a.time - b.time || a.team - b.team || a.member - b.member);

  const deathTime = ranked.map((team) => team.lineup.map(() => Number.POSITIVE_INFINITY));
  for (const d of deaths) (deathTime[d.team] as number[])[d.member] = d.time;

  for (const d of deaths) {
    const victim = (tallies[d.team] as Tally[])[d.member] as Tally;
    victim.death = 1;
    victim.survivalTime = d.time;
    // A few players fall to the zone with nobody credited.
    if (rng.chance(0.05)) continue;
    const candidates: [number, number][] = [];
    const weights: number[] = [];
    for (const [t, team] of ranked.entries()) {
      if (t === d.team) continue;
      for (const [m, entry] of team.lineup.entries()) {
        if (((deathTime[t] as number[])[m] ?? 0) <= d.time) continue;
        candidates.push([t, m]);
        weights.push(entry.player.skill ** 1.5);
      }
    }
    if (candidates.length === 0) continue;
    const [kt, km] = candidates[rng.weightedIndex(weights)] as [number, number];
    const killerTeam = tallies[kt] as Tally[];
    (killerTeam[km] as Tally).kills++;
    const mates = killerTeam
      .map((_, m) => m)
      .filter((m) => m !== km && ((deathTime[kt] as number[])[m] ?? 0) > d.time);
    // Usually the killer knocked the victim down first; sometimes a teammate did and assists.
    if (mates.length > 0 && rng.chance(0.15)) (killerTeam[rng.pick(mates)] as Tally).knockDown++;
    else (killerTeam[km] as Tally).knockDown++;
    if (mates.length > 0 && rng.chance(0.5)) (killerTeam[rng.pick(mates)] as Tally).assists++;
  }

  for (const [t, team] of ranked.entries()) {
    const teamTallies = tallies[t] as Tally[];
    const teamEnd = eliminated[t] ?? length;
    for (const tally of teamTallies) if (tally.death === 0) tally.survivalTime = length;
    // Knocked players picked back up; the knock came from some enemy.
    const revives = Math.min(6, rng.poisson(0.6 + 1.6 * (teamEnd / length)));
    for (let i = 0; i < revives; i++) {
      const [reviver, revived] = rng.sample(
        team.lineup.map((_, m) => m),
        2,
      ) as [number, number];
      const r = teamTallies[reviver] as Tally;
      r.reviveTeammateTimes++;
      r.revivedMates |= 1 << revived;
      (teamTallies[revived] as Tally).revivedTimes++;
      const enemy = tallies[rng.int(0, t === 0 ? tallies.length - 1 : t - 1)];
      if (enemy !== undefined && enemy !== teamTallies) (rng.pick(enemy) as Tally).knockDown++;
    }
  }

  const ctx = { battleRoyale: true, gameLength: length, rounds: 0 };
  const teamResults: TeamResult[] = [];
  const players: Game["players"] = [];
  for (const [t, team] of ranked.entries()) {
    let kills = 0;
    for (const [m, entry] of team.lineup.entries()) {
      const tally = (tallies[t] as Tally[])[m] as Tally;
      kills += tally.kills;
      players.push(buildPlayerResult(rng, entry, tally, ctx));
    }
    const survivalScore = PLACEMENT_POINTS[t] ?? 0;
    teamResults.push({
      team_id: team.teamId,
      rank: t + 1,
      survival_score: survivalScore,
      total_score: survivalScore + Math.min(kills, killCap ?? kills),
      booyah: t === 0 ? 1 : 0,
      rounds_won: 0,
      rounds_lost: 0,
      pos_change: rng.poisson(1 + 5 * ((eliminated[t] ?? length) / length)),
    });
  }

  return gameOf(slot, length, teamResults, players);
};
