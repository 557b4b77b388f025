/**
 * The matches of one event: who takes part, the match days, the series and their games. Each event has its
 * own random stream, so events can be generated one at a time, in any order, with the same result.
 */
import type { Match } from "../ingest/format.ts";
import { type GameTeam, simulateBattleRoyale } from "./battle-royale.ts";
import { simulateClashSquad } from "./clash-squad.ts";
import { BR_MAPS, BS_MAPS, CS_MAPS } from "./names.ts";
import { Random } from "./random.ts";
import { activeRoster, type DemoEvent, type DemoTeam, type RosterEntry, type World } from "./world.ts";

const DAY = 86_400;
const MAX_GAMES_PER_MATCH = 5;
/** Teams in a battle-royale lobby, and teams in a clash-squad bracket. */
const BR_TEAMS = 12;
const CS_TEAMS = 8;

/** Mostly teams of the host region, topped up with invited teams from elsewhere. */
const participants = (rng: Random, world: World, e: DemoEvent, size: number, hostMin: number): DemoTeam[] => {
  const pools = world.pools[e.league] ?? [];
  const host = pools[e.regionIndex] ?? [];
  const hostCount = Math.min(host.length, rng.int(hostMin, hostMin + 1), size);
  const guests = pools.filter((_, r) => r !== e.regionIndex).flat();
  return [...rng.sample(host, hostCount), ...rng.sample(guests, size - hostCount)];
};

/** Games per match, each 1 to 5, adding up to the event's total. */
const gamesPerMatch = (rng: Random, matches: number, games: number): number[] => {
  const counts = Array.from({ length: matches }, () => 1);
  for (let left = games - matches; left > 0; ) {
    const m = rng.int(0, matches - 1);
    if ((counts[m] ?? 0) < MAX_GAMES_PER_MATCH) {
      counts[m] = (counts[m] ?? 0) + 1;
      left--;
    }
  }
  return counts;
};

/** The usual four, with a substitute brought in now and then. */
const lineup = (rng: Random, team: DemoTeam, seasonOrdinal: number): GameTeam => {
  const active = activeRoster(team, seasonOrdinal);
  const starters: RosterEntry[] = active.slice(0, 4);
  const bench = active.slice(4);
  if (bench.length > 0 && rng.chance(0.12)) starters[rng.int(0, 3)] = rng.pick(bench);
  return { teamId: team.team.id, strength: team.strength, lineup: starters };
};

export const generateEventMatches = (world: World, e: DemoEvent): Match[] => {
  const rng = new Random(world.seed, e.event.id);
  const { mode } = e.event;
  const battleRoyale = mode === 1;
  const teams = battleRoyale
    ? participants(rng, world, e, BR_TEAMS, 9)
    : participants(rng, world, e, CS_TEAMS, 7);
  const counts = gamesPerMatch(rng, e.matches, e.games);
  const days = Math.floor((e.event.end_time - e.event.start_time + 1) / DAY);
  // Clash-squad brackets: distinct pairings for the group stage, the two best records meet in the final.
  const pairings = battleRoyale
    ? []
    : rng.shuffle(teams.flatMap((a, i) => teams.slice(i + 1).map((b): [DemoTeam, DemoTeam] => [a, b])));
  const seriesWins = new Map<DemoTeam, number>();
  const matches: Match[] = [];
  let gameId = e.firstGameId;

  for (let m = 0; m < e.matches; m++) {
    const count = counts[m] ?? 1;
    // At most one match a day, in the afternoon (UTC); a match day of five games stays well within the day.
    const matchStart =
      e.event.start_time + Math.floor((m * days) / e.matches) * DAY + 11 * 3600 + rng.int(0, 8) * 900;
    let cursor = matchStart;
    const games: Match["games"] = [];
    let name: string;

    if (battleRoyale) {
      const finals = e.matches - 2;
      name = m < finals ? `League Day ${m + 1}` : `Grand Finals Day ${m - finals + 1}`;
      const lobby = teams.map((team) => lineup(rng, team, e.seasonOrdinal));
      const firstMap = rng.int(0, BR_MAPS.length - 1);
      const killCap = m < finals ? null : e.grandFinalsKillCap;
      for (let g = 0; g < count; g++) {
        const map = BR_MAPS[(firstMap + g) % BR_MAPS.length] ?? "Bermuda";
        const game = simulateBattleRoyale(rng, { id: gameId++, mode, map, start: cursor }, lobby, killCap);
        games.push(game);
        cursor = game.end_time + rng.int(600, 900);
      }
    } else {
      const final = m === e.matches - 1;
      const record = (t: DemoTeam) => (seriesWins.get(t) ?? 0) + t.strength * 1e-6;
      const [a, b] = final
        ? [...teams].sort((x, y) => record(y) - record(x))
        : (pairings[m % pairings.length] ?? [teams[0], teams[1]]);
      if (a === undefined || b === undefined) throw new Error(`event ${e.event.id} has fewer than two teams`);
      // g games: Bo1 1-0, Bo3 2-0, Bo3 2-1, Bo5 3-1, Bo5 3-2; the drawn series Bo2 1-1.
      const drawn = count === 2 && m === e.drawnSeries;
      const bestOf = drawn ? 2 : count === 1 ? 1 : count <= 3 ? 3 : 5;
      const needed = (bestOf + 1) / 2;
      const pA = a.strength ** 2 / (a.strength ** 2 + b.strength ** 2);
      const seriesWinner: 0 | 1 = rng.chance(pA) ? 0 : 1;
      const seriesLoser: 0 | 1 = seriesWinner === 0 ? 1 : 0;
      const order: (0 | 1)[] = drawn
        ? [seriesWinner, seriesLoser]
        : [
            ...rng.shuffle([
              ...Array<0 | 1>(needed - 1).fill(seriesWinner),
              ...Array<0 | 1>(count - needed).fill(seriesLoser),
            ]),
            seriesWinner,
          ];
      if (!drawn) {
        seriesWins.set(seriesWinner === 0 ? a : b, (seriesWins.get(seriesWinner === 0 ? a : b) ?? 0) + 1);
      }
      name = `${final ? "Grand Final" : `Group Stage ${m + 1}`}: ${a.team.name} vs ${b.team.name} (Bo${bestOf})`;

      const sides: [GameTeam, GameTeam] = [lineup(rng, a, e.seasonOrdinal), lineup(rng, b, e.seasonOrdinal)];
      const maps = rng.sample(mode === 15 ? CS_MAPS : BS_MAPS, count);
      for (const [g, winner] of order.entries()) {
        const map = maps[g] ?? "Clock Tower";
        const game = simulateClashSquad(rng, { id: gameId++, mode, map, start: cursor }, sides, winner);
        games.push(game);
        cursor = game.end_time + rng.int(240, 480);
      }
    }

    const last = games[games.length - 1];
    matches.push({
      id: e.firstMatchId + m,
      event_id: e.event.id,
      name,
      start_time: matchStart,
      end_time: last?.end_time ?? matchStart,
      games,
    });
  }
  return matches;
};
