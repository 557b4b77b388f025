/**
 * The levels totals and averages are read at: one per `field` of the data_info call (docs/spec.md section 7).
 * A roll-up row is keyed by its scope, a subject (who) and a context (within what).
 */
export type SubjectKind = "player" | "teamplayer" | "team" | "none";
export type ContextKind = "season" | "event" | "match" | "none";

export interface ScopeDef {
  readonly subject: SubjectKind;
  readonly context: ContextKind;
}

export const SCOPES = {
  player_career: { subject: "player", context: "none" },
  player_teamplayer: { subject: "teamplayer", context: "none" },
  player_season: { subject: "teamplayer", context: "season" },
  player_event: { subject: "teamplayer", context: "event" },
  player_match: { subject: "teamplayer", context: "match" },
  team_career: { subject: "team", context: "none" },
  team_season: { subject: "team", context: "season" },
  team_event: { subject: "team", context: "event" },
  team_match: { subject: "team", context: "match" },
  season: { subject: "none", context: "season" },
  event: { subject: "none", context: "event" },
} as const satisfies Record<string, ScopeDef>;

export type Scope = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as Scope[];

/**
 * What a scope's averages divide by. A season or event has no subject: its sums are a whole lobby's, so
 * per game they would read as one player's (40 kills a game); per player-game they do (about 1).
 */
export type AverageBase = "game" | "player_game";

export const averageBase = (scope: Scope): AverageBase =>
  SCOPES[scope].subject === "none" ? "player_game" : "game";

/** The sample of a scope's averages: the games its subject played and its player-games. */
export interface AverageSample {
  readonly games: number;
  readonly player_games: number;
}

/** The count a scope's averages divide by. */
export const averageDivisor = (scope: Scope, sample: AverageSample): number =>
  averageBase(scope) === "player_game" ? sample.player_games : sample.games;

/** The subject column value of scopes without a subject, and the context id of scopes without a context. */
export const NO_SUBJECT = "";
export const NO_CONTEXT = 0;
