/**
 * What a run of ingest files defines and refers to, gathered file by file so that cross-file and database
 * checks can run before anything is written. Holds reference entities whole (they are small) and only
 * ids, windows and first locations of the match data.
 */
import type { GameEvent, Player, Season, Skill, Team, TeamPlayer, Weapon } from "./format.ts";
import { jsonPath, type PathPart, type ProblemList } from "./problems.ts";

export interface Location {
  readonly file: string;
  readonly path: readonly PathPart[];
}

export interface ReferenceKinds {
  season: Season;
  event: GameEvent;
  team: Team;
  player: Player;
  team_player: TeamPlayer;
  weapon: Weapon;
  skill: Skill;
}
export type ReferenceKind = keyof ReferenceKinds;

/** How each kind is named in problems. */
export const REFERENCE_LABELS: Record<ReferenceKind, string> = {
  season: "season",
  event: "event",
  team: "team",
  player: "player",
  team_player: "team-player",
  weapon: "weapon",
  skill: "skill",
};
type Id = ReferenceKinds[ReferenceKind]["id"];

interface Defined<T> {
  readonly value: T;
  readonly json: string;
  readonly at: Location;
}

export interface MatchEntry {
  readonly at: Location;
  readonly eventId: number;
  readonly start: number;
  readonly end: number;
  /** Each game's mode, with the place it was given. */
  readonly gameModes: { mode: number; at: Location }[];
}

const perKind = () =>
  Object.fromEntries(Object.keys(REFERENCE_LABELS).map((kind) => [kind, new Map()])) as Record<
    ReferenceKind,
    Map<Id, unknown>
  >;

export class RunIndex {
  readonly definitions = perKind() as { [K in ReferenceKind]: Map<Id, Defined<ReferenceKinds[K]>> };
  /** The first place each id of each kind is referred to. */
  readonly wanted = perKind() as { [K in ReferenceKind]: Map<Id, Location> };
  readonly matches = new Map<number, MatchEntry>();
  readonly games = new Map<number, { at: Location; matchId: number }>();
  /** The team each team-player played for in results, keyed `teamplayer|team`. */
  readonly playedFor = new Map<string, { teamPlayerId: string; teamId: number; at: Location }>();
  /** Subjects whose results this run brings, for the roll-up rebuild. */
  readonly touched = {
    players: new Set<number>(),
    teamPlayers: new Set<string>(),
    teams: new Set<number>(),
  };

  private readonly problems: ProblemList;

  constructor(problems: ProblemList) {
    this.problems = problems;
  }

  define<K extends ReferenceKind>(kind: K, value: ReferenceKinds[K], at: Location): void {
    const map = this.definitions[kind] as Map<Id, Defined<ReferenceKinds[K]>>;
    const json = JSON.stringify(value);
    const earlier = map.get(value.id);
    if (!earlier) {
      map.set(value.id, { value, json, at });
    } else if (earlier.json !== json) {
      this.problems.add(
        at.file,
        at.path,
        `${REFERENCE_LABELS[kind]} ${value.id} is defined differently at ${earlier.at.file} ${jsonPath(earlier.at.path)}`,
      );
    }
  }

  want(kind: ReferenceKind, id: Id, at: Location): void {
    const map = this.wanted[kind];
    if (!map.has(id)) map.set(id, at);
  }

  defined<K extends ReferenceKind>(kind: K, id: Id): ReferenceKinds[K] | undefined {
    return (this.definitions[kind] as Map<Id, Defined<ReferenceKinds[K]>>).get(id)?.value;
  }

  definedAt(kind: ReferenceKind, id: Id): Location | undefined {
    return this.definitions[kind].get(id)?.at;
  }

  values<K extends ReferenceKind>(kind: K): ReferenceKinds[K][] {
    return [...(this.definitions[kind] as Map<Id, Defined<ReferenceKinds[K]>>).values()].map((d) => d.value);
  }
}
