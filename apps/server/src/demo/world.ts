/**
 * The demo's reference world: leagues, seasons, events, teams, players and rosters. Everything here is
 * small (a few thousand records per scale unit), so it is built up front; the games are generated later,
 * one event at a time.
 */
import type { ModeId } from "@match-stats/stats";
import type { GameEvent, Season, Team, TeamPlayer } from "../ingest/format.ts";
import {
  type DemoSkill,
  type DemoWeapon,
  SKILLS,
  WEAPON_CLASSES,
  WEAPONS,
  type WeaponClass,
} from "./catalog.ts";
import {
  BR_STAGES,
  BS_EVENT_NAME,
  CS_EVENT_NAME,
  type DemoRegion,
  leagueName,
  playerName,
  REGIONS,
  seasonLogo,
  teamLogo,
  teamName,
} from "./names.ts";
import { Random } from "./random.ts";

export const DEFAULT_SEED = 20_240_101;
/** Keeps every kind of id inside its own range (see ID_BASE) and the event file names equally long. */
export const MAX_SCALE = 1000;

export interface DemoOptions {
  /** Each unit adds one league: 3 seasons, 12 events, 152 matches, 420 games, 48 teams. */
  scale: number;
  seed?: number;
}

/** Each kind of id has its own range, so an id never means two things, even across kinds. */
const ID_BASE = {
  season: 1_000,
  event: 10_000,
  team: 100_000,
  player: 1_000_000,
  match: 10_000_000,
  game: 100_000_000,
} as const;

/** One league's events, four per season: battle royale is the majority, each clash-squad mode twice. */
const LEAGUE_EVENT_MODES: readonly ModeId[] = [1, 1, 1, 15, 1, 1, 27, 1, 1, 15, 1, 27];
const SEASONS_PER_LEAGUE = 3;
const EVENTS_PER_SEASON = 4;
const FIRST_YEAR = 2024;

/**
 * Two rules of single events, so the demo holds the cases standings rank apart (docs/statistics.md): a
 * league's 2026 Spring Split caps kill points in its Grand Finals, so its points differ from its kills, and
 * its 2025 bomb-squad event plays a best-of-2 that ends 1-1.
 */
const KILL_CAP = { seasonOrdinal: 2, stage: "Spring Split", perGame: 10 } as const;
const DRAWN_SERIES = { seasonOrdinal: 1, mode: 27, match: 3 } as const;

/** Matches and games per event: a battle-royale event plays more match days than a clash-squad bracket. */
export const EVENT_SIZE: Record<ModeId, { matches: number; games: number }> = {
  1: { matches: 14, games: 40 },
  15: { matches: 10, games: 25 },
  27: { matches: 10, games: 25 },
};

const DAY = 86_400;
const utc = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / 1000;

export type Role = "rusher" | "rifler" | "sniper" | "support";

const ROLES: readonly Role[] = ["rusher", "rifler", "sniper", "support"];
const ROLE_WEIGHTS = [0.35, 0.35, 0.12, 0.18];
const ROLE_AFFINITY: Record<Role, Partial<Record<WeaponClass, number>>> = {
  rusher: { smg: 2, shotgun: 2.5, sniper: 0.3 },
  rifler: { ar: 2, marksman: 1.5 },
  sniper: { sniper: 5, marksman: 3, shotgun: 0.6 },
  support: { ar: 1.3, smg: 1.3, lmg: 2 },
};

export interface DemoPlayer {
  readonly id: number;
  readonly name: string;
  /** Median 1, long-tailed: a few players take most of the kills. */
  readonly skill: number;
  readonly role: Role;
  /** The weapons this player usually picks from. */
  readonly weapons: readonly DemoWeapon[];
  readonly active: DemoSkill;
  readonly passives: readonly DemoSkill[];
  readonly pet: DemoSkill;
  readonly loadouts: readonly DemoSkill[];
}

/** A team-player record and the seasons (ordinals within the league) it is active in. */
export interface RosterEntry {
  readonly teamPlayer: TeamPlayer;
  readonly player: DemoPlayer;
  readonly fromSeason: number;
  /** Exclusive. */
  readonly toSeason: number;
  /** The four highest-priority active entries are the usual line-up. */
  readonly priority: number;
}

export interface DemoTeam {
  readonly team: Team;
  readonly strength: number;
  readonly roster: RosterEntry[];
}

export interface DemoEvent {
  readonly event: GameEvent;
  readonly league: number;
  /** Which season of its league (0, 1, 2): decides who is on which roster. */
  readonly seasonOrdinal: number;
  readonly regionIndex: number;
  readonly firstMatchId: number;
  readonly firstGameId: number;
  readonly matches: number;
  readonly games: number;
  /** Battle royale: the most kill points a team scores in one Grand Finals game; null for no cap. */
  readonly grandFinalsKillCap: number | null;
  /** Clash squad: the group-stage match (index) played as a best-of-2 and drawn 1-1 when it has two games. */
  readonly drawnSeries: number | null;
}

export interface World {
  readonly seed: number;
  readonly seasons: readonly Season[];
  readonly events: readonly DemoEvent[];
  readonly teams: readonly DemoTeam[];
  readonly players: readonly DemoPlayer[];
  /** League, then region index, then that region's teams. */
  readonly pools: readonly (readonly (readonly DemoTeam[])[])[];
}

/** A bijection on 1..2^31-2 (Lehmer), so distinct inputs give distinct, random-looking game account uids. */
const uidOf = (n: number): string => String((n * 48_271) % 2_147_483_647);

/** Earlier entries of each skill list are the popular picks. */
const skillWeights = (list: readonly DemoSkill[]): number[] => list.map((_, i) => 1 / (1 + i * 0.2));

const makePlayer = (rng: Random, id: number, region: DemoRegion, nameIndex: number): DemoPlayer => {
  const role = ROLES[rng.weightedIndex(ROLE_WEIGHTS)] ?? "rifler";
  const affinity = ROLE_AFFINITY[role];
  const weaponWeights = WEAPONS.map((w) => {
    const traits = WEAPON_CLASSES[w.class];
    return (traits.popularity.br + traits.popularity.cs) * w.meta * (affinity[w.class] ?? 1);
  });
  const active = SKILLS.active[rng.weightedIndex(skillWeights(SKILLS.active))];
  const pet = SKILLS.pet[rng.weightedIndex(skillWeights(SKILLS.pet))];
  return {
    id,
    name: playerName(region, nameIndex),
    skill: rng.logNormal(0.35),
    role,
    weapons: rng.weightedSample(WEAPONS, weaponWeights, 7),
    active: active as DemoSkill,
    passives: rng.weightedSample(SKILLS.passive, skillWeights(SKILLS.passive), 4),
    pet: pet as DemoSkill,
    loadouts: rng.weightedSample(SKILLS.loadout, skillWeights(SKILLS.loadout), 2),
  };
};

const uidsOf = (rng: Random, playerId: number): string[] => {
  const roll = rng.next();
  if (roll < 0.05) return [];
  if (roll < 0.15) return [uidOf(playerId), uidOf(playerId + 500_000_000)];
  return [uidOf(playerId)];
};

export const buildWorld = (options: DemoOptions): World => {
  const { scale } = options;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE) {
    throw new RangeError(`scale must be an integer from 1 to ${MAX_SCALE}, got ${scale}`);
  }
  const seasons: Season[] = [];
  const events: DemoEvent[] = [];
  const teams: DemoTeam[] = [];
  const players: DemoPlayer[] = [];
  const pools: DemoTeam[][][] = [];
  const namesUsed = REGIONS.map(() => 0);
  let nextPlayerId = ID_BASE.player + 1;
  let nextMatchId = ID_BASE.match + 1;
  let nextGameId = ID_BASE.game + 1;

  for (let league = 0; league < scale; league++) {
    // One stream per league, so a league's world does not depend on how many leagues come before it.
    const rng = new Random(seed, 5_000_000 + league);
    const leaguePools: DemoTeam[][] = [];
    let teamIndex = 0;
    let cameHome = false;

    for (const [regionIndex, region] of REGIONS.entries()) {
      const pool: DemoTeam[] = [];
      const newPlayer = (): DemoPlayer => {
        const nameIndex = namesUsed[regionIndex] ?? 0;
        namesUsed[regionIndex] = nameIndex + 1;
        const player = makePlayer(rng, nextPlayerId++, region, nameIndex);
        players.push(player);
        return player;
      };
      // Transfers stay within a region: the team at pool index p (p % 4 === 1) loses a starter to p + 2.
      const transfers = new Map<
        number,
        { player: DemoPlayer; season: number; home: RosterEntry; homeRoster: RosterEntry[] }
      >();

      for (let n = 0; n < region.teams; n++) {
        const id = ID_BASE.team + league * 48 + teamIndex + 1;
        const team: Team = {
          id,
          name: teamName(region, league * region.teams + n),
          // A few teams never declared a region (shown as -).
          region: teamIndex % 16 === 15 ? "" : region.name,
          created_at: utc(2019, 1, 1) + rng.int(0, 5 * 365 - 1) * DAY + rng.int(0, DAY - 1),
          logo: rng.chance(0.15) ? null : teamLogo(id),
        };
        teamIndex++;
        const roster: RosterEntry[] = [];
        const add = (
          player: DemoPlayer,
          suffix: number,
          fromSeason: number,
          toSeason: number,
          priority: number,
        ): RosterEntry => {
          const entry = {
            teamPlayer: {
              id: `${player.id}_${suffix}`,
              player_id: player.id,
              team_id: id,
              name: player.name,
              uids: uidsOf(rng, player.id),
            },
            player,
            fromSeason,
            toSeason,
            priority,
          };
          roster.push(entry);
          return entry;
        };

        const isSource = n % 4 === 1 && n + 2 < region.teams;
        const incoming = transfers.get(n);
        for (let i = 0; i < (isSource ? 3 : 4); i++) add(newPlayer(), 1, 0, SEASONS_PER_LEAGUE, 10 - i * 0.5);
        if (isSource) {
          const player = newPlayer();
          const season = rng.int(1, SEASONS_PER_LEAGUE - 1);
          transfers.set(n + 2, { player, season, home: add(player, 1, 0, season, 9.2), homeRoster: roster });
        }
        // A source team needs a substitute to field four after its starter leaves; rosters stay within 4 to 6.
        const subs = isSource
          ? rng.int(1, 2)
          : incoming
            ? rng.int(0, 1)
            : rng.weightedIndex([0.35, 0.45, 0.2]);
        for (let i = 0; i < subs; i++) add(newPlayer(), 1, 0, SEASONS_PER_LEAGUE, 3 - i);
        if (incoming) {
          // The league's first player to leave after one season goes home for the last season: two stints
          // with one team (records _1 and _3), as the ingest format allows.
          const comesHome = !cameHome && incoming.season === SEASONS_PER_LEAGUE - 2;
          add(incoming.player, 2, incoming.season, comesHome ? incoming.season + 1 : SEASONS_PER_LEAGUE, 9.7);
          if (comesHome) {
            cameHome = true;
            const { home } = incoming;
            // The same game account: the uids of the first stint, and no draw that would shift the stream.
            const teamPlayer = { ...home.teamPlayer, id: `${incoming.player.id}_3` };
            incoming.homeRoster.push({
              ...home,
              teamPlayer,
              fromSeason: incoming.season + 1,
              toSeason: SEASONS_PER_LEAGUE,
            });
          }
        }

        const core = roster.slice(0, 4).reduce((sum, entry) => sum + entry.player.skill, 0) / 4;
        const demoTeam: DemoTeam = { team, strength: core * rng.logNormal(0.25), roster };
        teams.push(demoTeam);
        pool.push(demoTeam);
      }
      leaguePools.push(pool);
    }
    pools.push(leaguePools);

    const name = leagueName(league);
    const offset = (league % 7) * DAY;
    for (let ordinal = 0; ordinal < SEASONS_PER_LEAGUE; ordinal++) {
      const year = FIRST_YEAR + ordinal;
      const seasonId = ID_BASE.season + league * SEASONS_PER_LEAGUE + ordinal + 1;
      const seasonStart = utc(year, 1, 15) + offset;
      const hostRegions: string[] = [];
      let brStage = 0;
      for (let e = 0; e < EVENTS_PER_SEASON; e++) {
        const k = ordinal * EVENTS_PER_SEASON + e;
        const mode = LEAGUE_EVENT_MODES[k] ?? 1;
        const regionIndex = (k + league) % REGIONS.length;
        const region = REGIONS[regionIndex] as DemoRegion;
        if (!hostRegions.includes(region.name)) hostRegions.push(region.name);
        const stage =
          mode === 1 ? (BR_STAGES[brStage++] ?? "Split") : mode === 15 ? CS_EVENT_NAME : BS_EVENT_NAME;
        // Four events of at most 40 days, 80 days apart, fit inside the season's eleven months.
        const start = seasonStart + (10 + e * 80 + rng.int(0, 10)) * DAY;
        const days = rng.int(24, 40);
        const size = EVENT_SIZE[mode];
        events.push({
          event: {
            id: ID_BASE.event + league * LEAGUE_EVENT_MODES.length + k + 1,
            season_id: seasonId,
            name: `${name} ${year} ${stage} ${region.name}`,
            host_region: region.name,
            mode,
            start_time: start,
            end_time: start + days * DAY - 1,
          },
          league,
          seasonOrdinal: ordinal,
          regionIndex,
          firstMatchId: nextMatchId,
          firstGameId: nextGameId,
          matches: size.matches,
          games: size.games,
          grandFinalsKillCap:
            ordinal === KILL_CAP.seasonOrdinal && stage === KILL_CAP.stage ? KILL_CAP.perGame : null,
          drawnSeries:
            ordinal === DRAWN_SERIES.seasonOrdinal && mode === DRAWN_SERIES.mode ? DRAWN_SERIES.match : null,
        });
        nextMatchId += size.matches;
        nextGameId += size.games;
      }
      seasons.push({
        id: seasonId,
        name: `${name} ${year}`,
        host_regions: hostRegions,
        start_date: seasonStart,
        end_date: utc(year, 12, 15) + offset + DAY - 1,
        logo: (league * SEASONS_PER_LEAGUE + ordinal) % 4 === 2 ? null : seasonLogo(seasonId),
      });
    }
  }
  return { seed, seasons, events, teams, players, pools };
};

/** The team's active entries in a season, most regular first. */
export const activeRoster = (team: DemoTeam, seasonOrdinal: number): RosterEntry[] =>
  team.roster
    .filter((entry) => entry.fromSeason <= seasonOrdinal && seasonOrdinal < entry.toSeason)
    .sort((a, b) => b.priority - a.priority);
